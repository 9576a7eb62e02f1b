import type { Db } from '@samity/db';
import {
  type AccountEvent,
  APPROVER_RECENT_FLAG_DAYS,
  AppError,
  type ApproverFacts,
  approverRefusal,
  type Proposal,
  recentAccountEvents,
  TWO_PERSON_MESSAGES,
} from '@samity/domain';
import {
  accountChangesSince,
  approverRow,
  confirmedRequestsSince,
  readApproverMinAgeDays,
} from './two-person.queries';

const DAY_MS = 86_400_000;
const toDate = (value: Date | string) => new Date(value);

/**
 * The approving admin's account as the two-person rule reads it (packages/domain/src/two-person.ts): its
 * creation, and each reset or re-enabling since the earlier of the proposal's window and the flag's window.
 */
async function approverFacts(db: Db, approverId: number, since: Date): Promise<ApproverFacts> {
  const [row, changes, confirmed] = await Promise.all([
    approverRow(db, approverId),
    accountChangesSince(db, approverId, since),
    confirmedRequestsSince(db, approverId, since),
  ]);
  const events: AccountEvent[] = changes.map((c) => ({
    kind: c.action === 'admin.enable' ? 'enabled' : 'reset',
    at: toDate(c.at),
    by: c.actor_admin_id === null ? null : Number(c.actor_admin_id),
  }));
  // A change made on a second admin's confirmation is the asker's deed as much as the confirmer's.
  for (const r of confirmed)
    if (r.decided_at) events.push({ kind: 'reset', at: toDate(r.decided_at), by: Number(r.requested_by) });
  return {
    approverId,
    temporaryPassword: row.password_is_temporary,
    createdAt: toDate(row.created_at),
    events,
  };
}

/**
 * Refuses (403 twoPerson.<rule>) an approval by an admin the two-person rule excludes, and answers what the
 * audit trail must flag: the approver's account changes within APPROVER_RECENT_FLAG_DAYS, allowed or not.
 * Read inside the approval's transaction, after the proposal's row is locked.
 */
export async function assertSecondPerson(
  db: Db,
  proposal: Proposal,
  approverId: number,
  now: Date,
): Promise<{ approver_recent: AccountEvent['kind'][] }> {
  const minAgeDays = await readApproverMinAgeDays(db);
  const since = new Date(
    Math.min(
      proposal.proposedAt.getTime() - minAgeDays * DAY_MS,
      now.getTime() - APPROVER_RECENT_FLAG_DAYS * DAY_MS,
    ),
  );
  const facts = await approverFacts(db, approverId, since);
  const refusal = approverRefusal(proposal, facts, minAgeDays, now);
  if (refusal) throw new AppError('FORBIDDEN', `twoPerson.${refusal}`, TWO_PERSON_MESSAGES[refusal]);
  return { approver_recent: recentAccountEvents(facts, now) };
}
