import { ZCurrentCommitteeMember, ZFoundingCommitteeMember, ZPreviousCommitteeMember } from '@samity/domain';
import { z } from 'zod';
import { publicProcedure } from '../../procedures';
import { reads } from '../../read-cache-middleware';
import {
  currentCommittee,
  foundingCommittee,
  previousCommittees,
} from '../../services/committees/committees.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The committee pages: one list each for the current, the founding and the previous committees. */
export const publicCurrentCommitteeRouter = router({
  list: publicProcedure
    .meta(rest('public', 'GET', '/committee', 'The current committee, in its display order'))
    .meta(reads('committee_members'))
    .output(z.array(ZCurrentCommitteeMember))
    .query(({ ctx }) => currentCommittee(ctx)),
});

export const publicFoundingCommitteeRouter = router({
  list: publicProcedure
    .meta(rest('public', 'GET', '/founding-committee', 'The founding committee'))
    .meta(reads('committee_members'))
    .output(z.array(ZFoundingCommitteeMember))
    .query(({ ctx }) => foundingCommittee(ctx)),
});

export const publicPreviousCommitteesRouter = router({
  list: publicProcedure
    .meta(
      rest(
        'public',
        'GET',
        '/previous-committees',
        'Previous committees grouped by term in historical order, with each term’s label',
      ),
    )
    .meta(reads('committee_members'))
    .output(z.array(ZPreviousCommitteeMember))
    .query(({ ctx }) => previousCommittees(ctx)),
});
