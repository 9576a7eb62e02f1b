import type { MemberSelf } from '@samity/domain';
import { useOutletContext } from 'react-router';

export interface MemberOutlet {
  member: MemberSelf;
  /** Ends the session and returns home (the layout owns it, beside the session check). */
  logout: { run(): Promise<void>; pending: boolean };
}

/** The logged-in member, handed down by the member layout once its guard has let the visitor in. */
export function useMember(): MemberSelf {
  return useOutletContext<MemberOutlet>().member;
}

export function useMemberLogout(): MemberOutlet['logout'] {
  return useOutletContext<MemberOutlet>().logout;
}
