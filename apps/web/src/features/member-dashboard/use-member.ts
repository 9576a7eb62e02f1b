import type { MemberSelf } from '@samity/domain';
import { useOutletContext } from 'react-router';

/** The logged-in member, handed down by the member layout once its guard has let the visitor in. */
export function useMember(): MemberSelf {
  return useOutletContext<{ member: MemberSelf }>().member;
}
