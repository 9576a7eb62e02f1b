import { ZMemberListInput, ZMemberSearchInput, ZPublicMember } from '@samity/domain';
import { z } from 'zod';
import { publicProcedure } from '../../procedures';
import { reads } from '../../read-cache-middleware';
import { listPublicMembers, searchPublicMembers } from '../../services/members/members.service';
import { router } from '../../trpc';
import { rest } from '../rest';

export const publicMembersRouter = router({
  list: publicProcedure
    .meta(
      rest('public', 'GET', '/members', 'Active members, paged by limit/offset; no parameters returns all'),
    )
    .meta(reads('members'))
    .input(ZMemberListInput)
    .output(z.array(ZPublicMember))
    .query(({ ctx, input }) => listPublicMembers(ctx, input)),

  search: publicProcedure
    .meta(rest('public', 'GET', '/members/search', 'Search active members by member no, name or business'))
    .meta(reads('members'))
    .input(ZMemberSearchInput)
    .output(z.array(ZPublicMember))
    .query(({ ctx, input }) => searchPublicMembers(ctx, input.search)),
});
