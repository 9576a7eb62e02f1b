import { ZElectionListInput, ZPublishedElection } from '@samity/domain';
import { z } from 'zod';
import { publicProcedure } from '../../procedures';
import { publishedElections } from '../../services/elections/elections.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** Published candidate lists and results; a nomination's reason and pending or rejected ones never show. */
export const publicElectionsRouter = router({
  list: publicProcedure
    .meta(
      rest(
        'public',
        'GET',
        '/elections',
        'Published elections with their approved candidates, and votes once the results are out',
      ),
    )
    .input(ZElectionListInput)
    .output(
      z.object({
        entries: z.array(ZPublishedElection),
        total: z.number().int(),
      }),
    )
    .query(({ ctx, input }) => publishedElections(ctx, input)),
});
