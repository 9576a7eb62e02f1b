import type { MemberSelf } from '@samity/domain';
import { createContext, useContext } from 'react';

export interface MemberArea {
  member: MemberSelf;
  /** Ends the session and returns home (the layout owns it, beside the session check). */
  logout: { run(): Promise<void>; pending: boolean };
}

/** Provided by the member layout around its page, once its guard has let the visitor in. */
export const MemberContext = createContext<MemberArea | null>(null);

function useMemberContext(): MemberArea {
  const context = useContext(MemberContext);
  if (!context) throw new Error('useMember: only inside the member layout');
  return context;
}

/** The logged-in member, handed down by the member layout once its guard has let the visitor in. */
export function useMember(): MemberSelf {
  return useMemberContext().member;
}

export function useMemberLogout(): MemberArea['logout'] {
  return useMemberContext().logout;
}
