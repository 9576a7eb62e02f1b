import { ZCurrentCommitteeMember, ZFoundingCommitteeMember, ZPreviousCommitteeMember } from '@samity/domain';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { z } from 'zod';
import { publicProcedure } from '../../procedures';
import { listCurrentCommittee, listFoundingCommittee } from '../../services/committees/committees.queries';
import { previousCommittees } from '../../services/committees/committees.service';
import { router } from '../../trpc';

const meta = (path: `/${string}`, summary: string): OpenApiMeta => ({
  openapi: { method: 'GET', path, tags: ['public'], protect: false, summary },
});

export const publicCommitteesRouter = router({
  listCurrent: publicProcedure
    .meta(meta('/committee', 'The current committee, in its display order'))
    .output(z.array(ZCurrentCommitteeMember))
    .query(({ ctx }) => listCurrentCommittee(ctx.db)),

  listFounding: publicProcedure
    .meta(meta('/founding-committee', 'The founding committee'))
    .output(z.array(ZFoundingCommitteeMember))
    .query(({ ctx }) => listFoundingCommittee(ctx.db)),

  listPrevious: publicProcedure
    .meta(
      meta('/previous-committees', 'Previous committees grouped by term, with each term’s label (spec §9)'),
    )
    .output(z.array(ZPreviousCommitteeMember))
    .query(({ ctx }) => previousCommittees(ctx.db)),
});
