import {
  AppError,
  financialYear,
  type OpeningBalancesInput,
  poishaToTaka,
  type YearEndSettings,
  type YearEndSettingsInput,
  yearState,
} from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { toIso } from '../moments';
import type { AdminContext } from '../service-context';
import { assertLawShares } from './appropriation.service';
import {
  listClosings,
  lockSettings,
  readOpening,
  readSettings,
  upsertOpening,
  writeSettings,
} from './year-end.queries';

/**
 * The year-end's writes (docs/year-end.md): the settings and the opening balances until the first year is
 * closed, and the appropriation of an audited year's surplus, proposed by one Full_Access admin and recorded
 * with the general meeting's resolution by another (closing, auditing and adopting: year-life.service.ts). Every
 * write is audited in its own transaction; the settings row is locked first, so two writes never interleave.
 */

const locked = () =>
  new AppError(
    'CONFLICT',
    'yearEnd.locked',
    'A year is closed: the financial year and the opening balances can no longer change.',
  );

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
    dividend_cap_bp: settings.dividend_cap_bp,
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
      state: yearState(c),
    })),
  };
}

export async function updateYearEndSettings(ctx: AdminContext, input: YearEndSettingsInput) {
  // The settings are the rates a proposal starts from: the bylaws' other funds at their limit, no dividend.
  assertLawShares(
    {
      reserveBp: input.reserve_bp,
      developmentBp: input.development_bp,
      otherBp: input.other_funds_max_bp,
      dividendBp: 0,
    },
    { bylawOtherMaxBp: input.other_funds_max_bp, dividendCapBp: 0 },
    { 'yearEnd.s34.otherMax': 'other_funds_max_bp', 'yearEnd.s34.over100': 'other_funds_max_bp' },
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
      await writeSettings(
        tx,
        { ...input, dividend_cap_bp: input.dividend_cap_bp ?? before.dividend_cap_bp },
        actorId(ctx),
        ctx.now(),
      );
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
