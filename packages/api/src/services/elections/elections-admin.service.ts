import {
  AppError,
  COMMITTEE_TITLE_NAMES,
  candidateListBreach,
  type Election,
  noticePeriodBreach,
  scheduleErrors,
  type ZCreateElectionInput,
  type ZDecideNominationInput,
  type ZElectionListInput,
  type ZVoterList,
} from '@samity/domain';
import type { z } from 'zod';
import { withAudit } from '../audit/with-audit';
import type { AdminContext } from '../service-context';
import { decideCandidate, findCandidate, listCandidates } from './election-candidates.queries';
import {
  countElections,
  insertElection,
  insertPosts,
  listElections,
  listPosts,
  readElectionSettings,
  setElectionPublished,
} from './elections.queries';
import {
  closed,
  loadElection,
  refusal,
  resultsOf,
  toCandidates,
  today,
  toElection,
  voterList,
  withPosts,
} from './elections-shared.service';

export async function createElection(
  ctx: AdminContext,
  input: z.output<typeof ZCreateElectionInput>,
): Promise<Election> {
  refuseBadSchedule(input);
  return withAudit(
    ctx,
    (e: Election) => ({ action: 'election.create', entity: 'elections', entityId: e.id, after: e }),
    async (tx) => {
      const { posts, ...schedule } = input;
      const breach = noticePeriodBreach(schedule, today(ctx), await readElectionSettings(tx));
      if (breach) throw refusal('BAD_REQUEST', breach);
      const row = await insertElection(tx, {
        ...schedule,
        created_by: ctx.actor.adminId,
        created_at: ctx.now(),
      });
      const ordered = [...posts].sort(
        (a, b) => COMMITTEE_TITLE_NAMES.indexOf(a.title) - COMMITTEE_TITLE_NAMES.indexOf(b.title),
      );
      await insertPosts(tx, row.id, ordered);
      return toElection(row, await listPosts(tx, [row.id]));
    },
  );
}

export async function listElectionsForAdmin(ctx: AdminContext, page: z.output<typeof ZElectionListInput>) {
  const [rows, total] = await Promise.all([listElections(ctx.db, page), countElections(ctx.db)]);
  return { entries: await withPosts(ctx.db, rows), total };
}

export async function getElection(ctx: AdminContext, id: number) {
  const [election] = await withPosts(ctx.db, [await loadElection(ctx.db, id)]);
  return election!;
}

export async function candidatesForAdmin(ctx: AdminContext, id: number) {
  await loadElection(ctx.db, id);
  const [posts, candidates] = await Promise.all([listPosts(ctx.db, [id]), listCandidates(ctx.db, id)]);
  const entries = toCandidates(candidates, resultsOf(posts, candidates), { withReason: true });
  return { entries, total: entries.length };
}

/** The voter list with the excluded members and their reasons (the admin side only), one page of each. */
export async function voterListForAdmin(
  ctx: AdminContext,
  id: number,
  page: { limit: number; offset: number },
): Promise<z.infer<typeof ZVoterList>> {
  const election = await loadElection(ctx.db, id);
  const rows = await voterList(ctx, ctx.db, election);
  const voters = rows.filter((r) => r.exclusion === null);
  const excluded = rows.filter((r) => r.exclusion !== null);
  const slice = <T>(list: T[]) => list.slice(page.offset, page.offset + page.limit);
  return {
    cutoff_date: election.cutoff_date,
    arrears_months: election.arrears_months,
    entries: slice(voters).map(({ member_no, name, business }) => ({ member_no, name, business })),
    total: voters.length,
    excluded: slice(excluded).map(({ member_no, name, business, exclusion, unpaid_months }) => ({
      member_no,
      name,
      business,
      reason: exclusion!,
      unpaid_months,
    })),
    excluded_total: excluded.length,
  };
}

export async function decideNomination(ctx: AdminContext, input: z.output<typeof ZDecideNominationInput>) {
  const status = input.decision === 'approve' ? ('approved' as const) : ('rejected' as const);
  return withAudit(
    ctx,
    (c: { id: number; member_no: string; post_title: string }) => ({
      action: `election.nomination_${input.decision}`,
      entity: 'election_candidates',
      entityId: c.id,
      before: { status: 'pending' },
      after: { status, member_no: c.member_no, post: c.post_title, reason: input.reason || null },
    }),
    async (tx) => {
      const candidate = await findCandidate(tx, input.id);
      if (!candidate) throw new AppError('NOT_FOUND', 'elections.candidateNotFound', 'Nomination not found.');
      const election = await loadElection(tx, candidate.election_id, true);
      if (election.results_published_at) throw closed();
      if (election.candidates_published_at)
        throw new AppError(
          'CONFLICT',
          'elections.candidatesPublished',
          'The candidate list is published and locked.',
        );
      const done = await decideCandidate(tx, input.id, {
        status,
        reason: status === 'rejected' ? input.reason : null,
        at: ctx.now(),
        by: ctx.actor.adminId,
      });
      if (Number(done.numUpdatedRows) === 0)
        throw new AppError('CONFLICT', 'elections.alreadyDecided', 'This nomination is no longer pending.');
      return { id: candidate.id, member_no: candidate.member_no, post_title: candidate.post_title };
    },
  ).then(() => ({ success: true as const }));
}

/**
 * Publishes the approved candidates to members and the public, once: after the withdrawal deadline's day and
 * before polling day (candidateListBreach). The list is then locked: no nomination is decided after it.
 */
export async function publishCandidates(ctx: AdminContext, id: number) {
  await withAudit(
    ctx,
    { action: 'election.publish_candidates', entity: 'elections', entityId: id },
    async (tx) => {
      const election = await loadElection(tx, id, true);
      const breach = candidateListBreach(election, today(ctx), election.candidates_published_at !== null);
      if (breach) throw refusal('CONFLICT', breach);
      await setElectionPublished(tx, id, { candidates_published_at: ctx.now() });
    },
  );
  return { success: true as const };
}

/** The whole voter list and the excluded members of an election, for its PDF and CSV files (admins only). */
export async function voterListFile(ctx: AdminContext, id: number) {
  const election = await loadElection(ctx.db, id);
  const rows = await voterList(ctx, ctx.db, election);
  return {
    election: {
      id: election.id,
      title: election.title,
      cutoff_date: election.cutoff_date,
      arrears_months: election.arrears_months,
    },
    voters: rows.filter((r) => r.exclusion === null),
    excluded: rows.filter((r) => r.exclusion !== null),
  };
}

/** The schedule in its order (cut-off, nominations, withdrawal, polling, term) and each post listed once. */
function refuseBadSchedule(input: z.output<typeof ZCreateElectionInput>) {
  const errors: Record<string, string> = { ...scheduleErrors(input) };
  const titles = input.posts.map((p) => p.title);
  if (new Set(titles).size !== titles.length) errors.posts = 'Each post may be listed once';
  const first = Object.values(errors)[0];
  if (first) throw new AppError('BAD_REQUEST', 'elections.badSchedule', first, { fieldErrors: errors });
}
