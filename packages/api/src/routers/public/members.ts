import { ZMemberListInput, ZMemberSearchInput, ZPublicMember } from '@samity/domain';
import { z } from 'zod';
import { publicProcedure } from '../../procedures';
import { listActiveMembers, searchActiveMembers } from '../../services/members/members.queries';
import { router } from '../../trpc';

export const publicMembersRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/members',
        tags: ['public'],
        protect: false,
        summary: 'Active members, paged by limit/offset; no parameters returns all',
      },
    })
    .input(ZMemberListInput)
    .output(z.array(ZPublicMember))
    .query(({ ctx, input }) => listActiveMembers(ctx.db, input)),

  search: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/members/search',
        tags: ['public'],
        protect: false,
        summary: 'Search active members by member no, name or business',
      },
    })
    .input(ZMemberSearchInput)
    .output(z.array(ZPublicMember))
    .query(({ ctx, input }) => searchActiveMembers(ctx.db, input.search)),
});
