import {
  AppError,
  appropriate,
  financialYear,
  type OpeningBalancesInput,
  poishaToTaka,
  takaToPoisha,
  todayInDhaka,
  type YearEndSettings,
  type YearEndSettingsInput,
} from '@samity/domain';
import { assertSecondPerson } from '../admins/two-person.service';
import { withAudit } from '../audit/with-audit';
import { toIso } from '../moments';
import type { AdminContext } from '../service-context';
import {
  approveAppropriation as approveRow,
  insertClosing,
  listAppropriations,
  listClosings,
  lockAppropriation,
  lockSettings,
  readOpening,
  readSettings,
  upsertOpening,
  upsertProposal,
  writeSettings,
} from './year-end.queries';
import { yearStatements } from './year-end.service';

/**
 * The year-end's writes (docs/year-end.md): the settings and the opening balances until the first year is
 * closed, closing a year, and the appropriation of its surplus by two different Full_Access admins. Every
 * write is audited in its own transaction; the settings row is locked first, so two writes never interleave.
 */

const locked = () =>
  new AppError(
    'CONFLICT',
    'yearEnd.locked',
    'A year is closed: the financial year and the opening balances can no longer change.',
  );

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

const actorId = (ctx: AdminContext) => (ctx.actor.apiKey ? null : ctx.actor.adminId);

export async function getYearEndSettings(ctx: AdminContext): Promise<YearEndSettings> {
  const [settings, opening, closings] = await Promise.all([
    readSettings(ctx.db),
    readOpening(ctx.db),
    listClosings(ctx.db),
  ]);
  return {
    first_month: settings.first_month,
    reserve_bp: settings.reserve_bp,
    development_bp: settings.development_bp,
    other_funds_max_bp: settings.other_funds_max_bp,
    locked: closings.length > 0,
    opening: opening
      ? {
          as_of: opening.as_of,
          cash: poishaToTaka(opening.cash_poisha),
          bank: poishaToTaka(opening.bank_poisha),
          wallet: poishaToTaka(opening.wallet_poisha),
          dues_receivable: poishaToTaka(opening.dues_receivable_poisha),
          member_deposits: poishaToTaka(opening.member_deposits_poisha),
          reserve_fund: poishaToTaka(opening.reserve_fund_poisha),
          development_fund: poishaToTaka(opening.development_fund_poisha),
          other_funds: poishaToTaka(opening.other_funds_poisha),
          entered_by: opening.entered_by,
          entered_at: toIso(opening.entered_at),
        }
      : null,
    closed_years: closings.map((c) => ({
      year: Number(c.year_start.slice(0, 4)),
      closed_at: toIso(c.closed_at),
      closed_by: c.closed_by,
    })),
  };
}

export async function updateYearEndSettings(ctx: AdminContext, input: YearEndSettingsInput) {
  // The shares together may not pass 100 % (a rule across fields, so not in the input schema).
  if (input.reserve_bp + input.development_bp + input.other_funds_max_bp > 10_000)
    throw new AppError(
      'BAD_REQUEST',
      'yearEnd.sharesOver100',
      'The shares may not add up to more than 100 %',
      {
        fieldErrors: { other_funds_max_bp: 'The shares may not add up to more than 100 %' },
      },
    );
  await withAudit(
    ctx,
    { action: 'yearEnd.settings.update', entity: 'year_end_settings', entityId: 1, after: input },
    async (tx) => {
      const before = await lockSettings(tx);
      const closings = await listClosings(tx);
      if (closings.length > 0 && before.first_month !== input.first_month) throw locked();
      const opening = await readOpening(tx);
      if (opening && !opening.as_of.endsWith(`-${String(input.first_month).padStart(2, '0')}-01`)) {
        throw new AppError(
          'CONFLICT',
          'yearEnd.openingMonth',
          'The opening balances are dated at the start of another month.',
          {
            fieldErrors: { first_month: 'The opening balances are dated at the start of another month' },
          },
        );
      }
      await writeSettings(tx, input, actorId(ctx), ctx.now());
    },
  );
  return getYearEndSettings(ctx);
}

export async function saveOpeningBalances(ctx: AdminContext, input: OpeningBalancesInput) {
  await withAudit(
    ctx,
    { action: 'yearEnd.opening.save', entity: 'opening_balances', entityId: 1, after: input },
    async (tx) => {
      const settings = await lockSettings(tx);
      if ((await listClosings(tx)).length > 0) throw locked();
      const start = financialYear(Number(input.as_of.slice(0, 4)), settings.first_month).start;
      if (input.as_of !== start) {
        throw new AppError(
          'BAD_REQUEST',
          'yearEnd.openingDate',
          'The opening balances are dated on the first day of a financial year.',
          {
            fieldErrors: { as_of: 'Must be the first day of a financial year' },
          },
        );
      }
      await upsertOpening(
        tx,
        {
          as_of: input.as_of,
          cash_poisha: input.cash,
          bank_poisha: input.bank,
          wallet_poisha: input.wallet,
          dues_receivable_poisha: input.dues_receivable,
          member_deposits_poisha: input.member_deposits,
          reserve_fund_poisha: input.reserve_fund,
          development_fund_poisha: input.development_fund,
          other_funds_poisha: input.other_funds,
        },
        actorId(ctx),
        ctx.now(),
      );
    },
  );
  return getYearEndSettings(ctx);
}

/** Closes a year that has ended: its statements are then read as of this moment, whatever is written later. */
export async function closeYear(ctx: AdminContext, year: number) {
  const statements = await yearStatements(ctx, year);
  const fy = statements.year;
  if (fy.end >= todayInDhaka(ctx.now().getTime())) {
    throw new AppError('CONFLICT', 'yearEnd.notEnded', 'A year is closed only after its last day.');
  }
  await withAudit(
    ctx,
    {
      action: 'yearEnd.year.close',
      entity: 'year_closings',
      entityId: fy.start,
      after: {
        year: fy.label,
        surplus: statements.income_expenditure.surplus,
        assets: statements.balance_sheet.assets_total,
      },
    },
    async (tx) => {
      await lockSettings(tx);
      const opening = await readOpening(tx);
      if (!opening) throw new AppError('CONFLICT', 'yearEnd.noOpening', 'Enter the opening balances first.');
      const closings = await listClosings(tx);
      if (closings.some((c) => c.year_start === fy.start)) {
        throw new AppError('CONFLICT', 'yearEnd.alreadyClosed', 'This year is already closed.');
      }
      const previous = financialYear(year - 1, Number(fy.start.slice(5, 7))).start;
      if (fy.start > opening.as_of && !closings.some((c) => c.year_start === previous)) {
        throw new AppError('CONFLICT', 'yearEnd.previousOpen', 'Close the year before this one first.');
      }
      await insertClosing(tx, fy.start, actorId(ctx), ctx.now());
    },
  );
  return yearStatements(ctx, year);
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
      carried: poishaToTaka(a.carried_poisha),
      proposed_by: a.proposed_by,
      proposed_at: toIso(a.proposed_at),
      approved_by: a.approved_by,
      approved_at: a.approved_at ? toIso(a.approved_at) : null,
    })),
    total: rows.length,
  };
}

export async function proposeAppropriation(ctx: AdminContext, input: { year: number; other_bp: number }) {
  const proposer = personOf(ctx);
  const statements = await yearStatements(ctx, input.year);
  if (!statements.closed_at) throw new AppError('CONFLICT', 'yearEnd.notClosed', 'Close the year first.');
  const surplus = takaToPoisha(statements.income_expenditure.surplus);
  if (surplus <= 0)
    throw new AppError('CONFLICT', 'yearEnd.noSurplus', 'The year has no surplus to appropriate.');
  const settings = await readSettings(ctx.db);
  if (input.other_bp > settings.other_funds_max_bp) {
    throw new AppError('BAD_REQUEST', 'yearEnd.otherTooHigh', 'Other funds are above the bylaw limit.', {
      fieldErrors: { other_bp: 'Above the bylaw limit' },
    });
  }
  const shares = appropriate(surplus, {
    reserveBp: settings.reserve_bp,
    developmentBp: settings.development_bp,
    otherBp: input.other_bp,
  });
  const values = {
    year_start: statements.year.start,
    surplus_poisha: surplus,
    reserve_poisha: shares.reserve,
    development_poisha: shares.development,
    other_poisha: shares.other,
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
      const saved = await upsertProposal(tx, values);
      if (!saved)
        throw new AppError('CONFLICT', 'yearEnd.alreadyApproved', 'This appropriation is already approved.');
    },
  );
  return listYearAppropriations(ctx);
}

/**
 * Approves the exact proposal named (its id and version, never the year: a proposal changed since the
 * approver read it is refused), by a second person under the two-person rule (admins/two-person.service.ts).
 * The audit row flags an approver whose account was created, reset or re-enabled recently, even when allowed.
 */
export async function approveYearAppropriation(ctx: AdminContext, input: { id: number; version: number }) {
  const approver = personOf(ctx);
  await withAudit(
    ctx,
    (result: { year_start: string; flags: { approver_recent: string[] } }) => ({
      action: 'yearEnd.appropriation.approve',
      entity: 'appropriations',
      entityId: result.year_start,
      after: { id: input.id, version: input.version, ...result.flags },
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
      await approveRow(tx, Number(proposal.id), proposal.version, approver, ctx.now());
      return { year_start: proposal.year_start, flags };
    },
  );
  return listYearAppropriations(ctx);
}
