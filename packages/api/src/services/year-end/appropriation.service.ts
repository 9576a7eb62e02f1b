import {
  AppError,
  type AppropriationRates,
  appropriate,
  DEVELOPMENT_BP,
  LAW_SHARE_MESSAGES,
  lawShareRefusal,
  poishaToTaka,
  takaToPoisha,
  yearState,
} from '@samity/domain';
import { assertSecondPerson } from '../admins/two-person.service';
import { withAudit } from '../audit/with-audit';
import { toIso } from '../moments';
import type { AdminContext } from '../service-context';
import {
  approveAppropriation as approveRow,
  listAppropriations,
  lockAppropriation,
  readSettings,
  upsertProposal,
} from './year-end.queries';
import { yearStatements } from './year-end.service';
import { findResolutionByNumber, lockClosing } from './year-life.queries';

/**
 * The appropriation of a year's surplus (docs/year-end.md): proposed on an audited year by one Full_Access
 * admin, in effect once a second one records the annual general meeting's resolution that decided it. The
 * law's shares are the domain's one rule (lawShareRefusal), asked by the settings, the proposal and here.
 */

/**
 * The two-admin rule needs a person: an API key acts for its creator, who could then approve their own
 * proposal. The procedures are people-only (procedures.ts refuses a key first); this stays as the service's own
 * guard for any other caller.
 */
function personOf(ctx: AdminContext): number {
  if (ctx.actor.apiKey) {
    throw new AppError(
      'FORBIDDEN',
      'yearEnd.inPersonOnly',
      'An appropriation is proposed and approved by an admin in person.',
    );
  }
  return ctx.actor.adminId;
}

/** The field a law-share refusal is about, so the form shows it there. */
const LAW_FIELD = {
  'yearEnd.s34.reserveMin': 'reserve_bp',
  'yearEnd.s34.developmentExact': 'development_bp',
  'yearEnd.s34.otherMax': 'other_bp',
  'yearEnd.s34.dividendCap': 'dividend_bp',
  'yearEnd.s34.over100': 'dividend_bp',
} as const;

/** Refuses rates that break the law's shares (the domain's one rule), naming the field. */
export function assertLawShares(
  rates: AppropriationRates,
  limits: { bylawOtherMaxBp: number; dividendCapBp: number },
  fields: Partial<Record<keyof typeof LAW_FIELD, string>> = {},
) {
  const refusal = lawShareRefusal(rates, limits);
  if (!refusal) return;
  const message = LAW_SHARE_MESSAGES[refusal];
  const field = fields[refusal] ?? LAW_FIELD[refusal];
  throw new AppError('BAD_REQUEST', refusal, message, {
    fieldErrors: { [field]: message },
    params: { section: '34' },
  });
}

export async function listYearAppropriations(ctx: AdminContext) {
  const rows = await listAppropriations(ctx.db);
  return {
    entries: rows.map((a) => ({
      id: Number(a.id),
      version: a.version,
      year: Number(a.year_start.slice(0, 4)),
      surplus: poishaToTaka(a.surplus_poisha),
      reserve: poishaToTaka(a.reserve_poisha),
      development: poishaToTaka(a.development_poisha),
      other: poishaToTaka(a.other_poisha),
      dividend: poishaToTaka(Number(a.dividend_poisha)),
      carried: poishaToTaka(a.carried_poisha),
      resolution: a.register_year === null ? null : `${a.register_year}/${a.register_seq}`,
      proposed_by: a.proposed_by,
      proposed_at: toIso(a.proposed_at),
      approved_by: a.approved_by,
      approved_at: a.approved_at ? toIso(a.approved_at) : null,
    })),
    total: rows.length,
  };
}

/**
 * Proposes the shares of an audited year's surplus: the auditor has seen the figures the general meeting
 * will decide on. The rates are checked against the law here and again when the resolution is recorded.
 */
export async function proposeAppropriation(
  ctx: AdminContext,
  input: { year: number; reserve_bp?: number; other_bp: number; dividend_bp?: number },
) {
  const proposer = personOf(ctx);
  const settings = await readSettings(ctx.db);
  const rates = {
    reserveBp: input.reserve_bp ?? settings.reserve_bp,
    developmentBp: DEVELOPMENT_BP,
    otherBp: input.other_bp,
    dividendBp: input.dividend_bp ?? 0,
  };
  assertLawShares(rates, {
    bylawOtherMaxBp: settings.other_funds_max_bp,
    dividendCapBp: settings.dividend_cap_bp,
  });
  const statements = await yearStatements(ctx, input.year);
  const surplus = takaToPoisha(statements.income_expenditure.surplus);
  if (surplus <= 0)
    throw new AppError('CONFLICT', 'yearEnd.noSurplus', 'The year has no surplus to appropriate.');
  const shares = appropriate(surplus, rates);
  const values = {
    year_start: statements.year.start,
    surplus_poisha: surplus,
    reserve_poisha: shares.reserve,
    development_poisha: shares.development,
    other_poisha: shares.other,
    dividend_poisha: shares.dividend,
    carried_poisha: shares.carried,
    proposed_by: proposer,
    proposed_at: ctx.now(),
  };
  await withAudit(
    ctx,
    {
      action: 'yearEnd.appropriation.propose',
      entity: 'appropriations',
      entityId: values.year_start,
      after: shares,
    },
    async (tx) => {
      // Decided on the closing row locked in this transaction: an audit recorded meanwhile is seen.
      const state = yearState((await lockClosing(tx, values.year_start)) ?? null);
      if (state === 'open' || state === 'closed') {
        throw new AppError('CONFLICT', 'yearEnd.notAudited', 'Record the audit of the year first.');
      }
      const saved = await upsertProposal(tx, values);
      if (!saved)
        throw new AppError('CONFLICT', 'yearEnd.alreadyApproved', 'This appropriation is already approved.');
    },
  );
  return listYearAppropriations(ctx);
}

/**
 * The resolution that decided an appropriation: numbered in the register of an annual general meeting whose
 * minutes are adopted. A draft decides nothing, and a committee cannot share the members' surplus.
 */
async function appropriationResolution(tx: AdminContext['db'], registerNo: string): Promise<number> {
  const [year, seq] = registerNo.split('/').map(Number) as [number, number];
  const found = await findResolutionByNumber(tx, year, seq);
  if (found?.kind !== 'annual_general' || !found.minutes_adopted_at) {
    const message = 'Name a resolution of an annual general meeting whose minutes are adopted.';
    throw new AppError('BAD_REQUEST', 'yearEnd.resolutionNotAgm', message, {
      fieldErrors: { resolution: message },
    });
  }
  return Number(found.id);
}

/**
 * Approves the exact proposal named (its id and version, never the year: a proposal changed since the
 * approver read it is refused), by a second person under the two-person rule (admins/two-person.service.ts).
 * The audit row flags an approver whose account was created, reset or re-enabled recently, even when allowed.
 */
export async function approveYearAppropriation(
  ctx: AdminContext,
  input: { id: number; version: number; resolution: string },
) {
  const approver = personOf(ctx);
  await withAudit(
    ctx,
    (result: { year_start: string; flags: { approver_recent: string[] } }) => ({
      action: 'yearEnd.appropriation.approve',
      entity: 'appropriations',
      entityId: result.year_start,
      after: { id: input.id, version: input.version, resolution: input.resolution, ...result.flags },
    }),
    async (tx) => {
      const proposal = await lockAppropriation(tx, input.id);
      if (!proposal)
        throw new AppError('NOT_FOUND', 'yearEnd.noProposal', 'No appropriation is proposed for this year.');
      if (proposal.approved_by !== null) {
        throw new AppError('CONFLICT', 'yearEnd.alreadyApproved', 'This appropriation is already approved.');
      }
      if (proposal.version !== input.version) {
        throw new AppError(
          'CONFLICT',
          'yearEnd.proposalChanged',
          'The proposal has changed since you read it; read it again before approving.',
        );
      }
      if (Number(proposal.proposed_by) === approver) {
        throw new AppError(
          'FORBIDDEN',
          'yearEnd.secondAdmin',
          'Another Full_Access admin must approve what you proposed.',
        );
      }
      const flags = await assertSecondPerson(
        tx,
        { proposerId: Number(proposal.proposed_by), proposedAt: new Date(proposal.proposed_at) },
        approver,
        ctx.now(),
      );
      const resolutionId = await appropriationResolution(tx, input.resolution);
      await approveRow(tx, Number(proposal.id), proposal.version, approver, ctx.now(), resolutionId);
      return { year_start: proposal.year_start, flags };
    },
  );
  return listYearAppropriations(ctx);
}
