/**
 * The two-person rule (docs/governance.md, "Two persons and persons only"): where an act needs a second
 * admin's approval, the second admin must be another person, not an account the first one made or took over
 * for the occasion. One admin who proposes, creates a new admin (seeing its temporary password), logs in as it
 * and approves is one person acting twice; so is one who resets or re-enables an old account and uses it.
 */

/** The setting's default: the approver's account must have existed this many days before the proposal. */
export const APPROVER_MIN_AGE_DAYS_DEFAULT = 30;
/** The setting's bounds (0 turns the age rule off; the other rules still hold). */
export const APPROVER_MIN_AGE_DAYS_MAX = 365;
/**
 * The audit trail flags an approval whose approver was created, reset or re-enabled within this many days,
 * whatever the setting says: a lowered setting is the first thing an auditor should see used.
 */
export const APPROVER_RECENT_FLAG_DAYS = 30;

const DAY_MS = 86_400_000;

/** What happened to the approver's account: its creation, and each reset or re-enabling, with who did it. */
export interface AccountEvent {
  kind: 'created' | 'reset' | 'enabled';
  at: Date;
  /** The admin who did it; null for the command line (the first admin) or an API key. */
  by: number | null;
}

export interface ApproverFacts {
  approverId: number;
  /** The approver's account is on a temporary password (issued by someone else, never changed). */
  temporaryPassword: boolean;
  createdAt: Date;
  events: readonly AccountEvent[];
}

export interface Proposal {
  proposerId: number;
  proposedAt: Date;
}

export type ApproverRefusal = 'sameAdmin' | 'temporaryPassword' | 'accountTooNew' | 'madeByProposer';

/** Why the approver may not approve the proposal, or null when they may. `now` is the approval's time. */
export function approverRefusal(
  proposal: Proposal,
  approver: ApproverFacts,
  minAgeDays: number,
  now: Date,
): ApproverRefusal | null {
  if (approver.approverId === proposal.proposerId) return 'sameAdmin';
  if (approver.temporaryPassword) return 'temporaryPassword';
  const since = proposal.proposedAt.getTime() - minAgeDays * DAY_MS;
  if (approver.createdAt.getTime() > since) return 'accountTooNew';
  const byProposer = approver.events.some(
    (e) => e.by === proposal.proposerId && e.at.getTime() >= since && e.at.getTime() <= now.getTime(),
  );
  return byProposer ? 'madeByProposer' : null;
}

/**
 * The approver's account events within APPROVER_RECENT_FLAG_DAYS before the approval, for the audit trail's
 * flag: empty when none.
 */
export function recentAccountEvents(approver: ApproverFacts, now: Date): AccountEvent['kind'][] {
  const since = now.getTime() - APPROVER_RECENT_FLAG_DAYS * DAY_MS;
  const kinds = new Set<AccountEvent['kind']>();
  if (approver.createdAt.getTime() >= since) kinds.add('created');
  for (const e of approver.events) if (e.at.getTime() >= since) kinds.add(e.kind);
  return [...kinds];
}

/** The refusals' English messages; the web shows its own text for each key (`twoPerson.<refusal>`). */
export const TWO_PERSON_MESSAGES: Record<ApproverRefusal | 'peopleOnly', string> = {
  sameAdmin: 'Another admin must approve what you proposed.',
  temporaryPassword: 'An admin on a temporary password cannot approve; change it first.',
  accountTooNew:
    'The approving admin’s account must have existed for the set number of days before the proposal.',
  madeByProposer:
    'The approving admin’s account was created, reset or re-enabled by the proposer within the set number of days.',
  peopleOnly: 'This act is irreversible: only an admin in person may do it, never an API key.',
};
