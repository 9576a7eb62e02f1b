import { ZPublicMember } from '@samity/domain';
import { z } from 'zod';
import { publicProcedure } from '../../procedures';
import { listDeceasedMembers } from '../../services/members/members.queries';
import { router } from '../../trpc';

export const publicDeceasedMembersRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/deceased-members',
        tags: ['public'],
        protect: false,
        summary: 'Deceased members (all of them; the page filters in the browser)',
      },
    })
    .output(z.array(ZPublicMember))
    .query(({ ctx }) => listDeceasedMembers(ctx.db)),
});
