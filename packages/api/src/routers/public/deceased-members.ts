import { ZPublicMember } from '@samity/domain';
import { z } from 'zod';
import { publicProcedure } from '../../procedures';
import { reads } from '../../read-cache-middleware';
import { listPublicDeceasedMembers } from '../../services/members/members.service';
import { router } from '../../trpc';
import { rest } from '../rest';

export const publicDeceasedMembersRouter = router({
  list: publicProcedure
    .meta(
      rest(
        'public',
        'GET',
        '/deceased-members',
        'Deceased members (all of them; the page filters in the browser)',
      ),
    )
    .meta(reads('members'))
    .output(z.array(ZPublicMember))
    .query(({ ctx }) => listPublicDeceasedMembers(ctx)),
});
