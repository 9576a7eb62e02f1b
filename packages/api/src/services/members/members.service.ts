import type { ServiceContext } from '../service-context';
import {
  findMemberSelf,
  listActiveMembers,
  listDeceasedMembers,
  searchActiveMembers,
} from './members.queries';

// What anyone may read about members (the public lists) and what a logged-in member reads about themself:
// the same public fields either way.

/** Active members in member-number order, a page of them or (no limit) all. */
export function listPublicMembers(ctx: ServiceContext, page: { limit?: number; offset?: number }) {
  return listActiveMembers(ctx.db, page);
}

/** Active members whose number, name or business holds the text. */
export function searchPublicMembers(ctx: ServiceContext, search: string) {
  return searchActiveMembers(ctx.db, search);
}

/** The deceased members' page, in member-number order. */
export function listPublicDeceasedMembers(ctx: ServiceContext) {
  return listDeceasedMembers(ctx.db);
}

/** The logged-in member's own profile; undefined when the account is gone. */
export function getMemberSelf(ctx: ServiceContext, memberId: number) {
  return findMemberSelf(ctx.db, memberId);
}
