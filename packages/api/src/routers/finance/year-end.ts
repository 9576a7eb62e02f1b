import {
  queryInt,
  ZAdoptYearInput,
  ZAuditYearInput,
  ZCashBookInput,
  ZCashBookPage,
  ZOpeningBalancesInput,
  ZYearEndSettings,
  ZYearEndSettingsInput,
  ZYearInput,
  ZYearLife,
  ZYearStatements,
  zRegisterNumber,
} from '@samity/domain';
import { z } from 'zod';
import { adminProcedure, credentialProcedure, peopleOnly } from '../../procedures';
import {
  approveYearAppropriation,
  listYearAppropriations,
  proposeAppropriation,
} from '../../services/year-end/appropriation.service';
import { cashBook } from '../../services/year-end/registers.service';
import { yearStatements } from '../../services/year-end/year-end.service';
import {
  getYearEndSettings,
  saveOpeningBalances,
  updateYearEndSettings,
} from '../../services/year-end/year-end-admin.service';
import { adoptYear, auditYear, closeYear, listYearLife } from '../../services/year-end/year-life.service';
import { router } from '../../trpc';
import { rest } from '../rest';

const ZAppropriation = z.object({
  /** What an approval names, with the version. */
  id: z.number().int(),
  version: z.number().int(),
  year: z.number().int(),
  surplus: z.number(),
  reserve: z.number(),
  development: z.number(),
  other: z.number(),
  dividend: z.number(),
  carried: z.number(),
  /** The register number of the general meeting's resolution that decided it; null until recorded. */
  resolution: z.string().nullable(),
  proposed_by: z.number().int(),
  proposed_at: z.string(),
  approved_by: z.number().int().nullable(),
  approved_at: z.string().nullable(),
});
const ZAppropriationPage = z.object({ entries: z.array(ZAppropriation), total: z.number().int() });
const ZYearLifePage = z.object({ entries: z.array(ZYearLife), total: z.number().int() });

/**
 * The society's year-end (/YearEnd, docs/year-end.md): Finance_Access and above read the statements;
 * the settings, the opening balances, closing a year and the appropriation need Full_Access (yearEndClose).
 * The appropriation's two admins must be two people: an API key acts for the admin who made it, so proposing
 * and approving are session-only (the gate credentialProcedure keeps for what needs a person).
 */
export const financeYearEndRouter = router({
  settings: adminProcedure('yearEnd')
    .meta(
      rest(
        'finance',
        'GET',
        '/year-end/settings',
        'The financial year, appropriation rates, opening balances and closed years',
      ),
    )
    .input(z.object({}).optional())
    .output(ZYearEndSettings)
    .query(({ ctx }) => getYearEndSettings(ctx)),

  updateSettings: adminProcedure('yearEndClose')
    .meta(
      rest(
        'finance',
        'PUT',
        '/year-end/settings',
        'Sets the first month of the financial year and the appropriation rates',
        'The first month cannot change once a year is closed (409). Rates in basis points; the reserve at least 1500.',
      ),
    )
    .input(ZYearEndSettingsInput)
    .output(ZYearEndSettings)
    .mutation(({ ctx, input }) => updateYearEndSettings(ctx, input)),

  saveOpening: adminProcedure('yearEndClose')
    .meta(
      rest(
        'finance',
        'PUT',
        '/year-end/opening-balances',
        'Enters the opening balances of the first financial year kept in Samity',
        'Locked (409) once a year is closed; as_of must be the first day of a financial year.',
      ),
    )
    .input(ZOpeningBalancesInput)
    .output(ZYearEndSettings)
    .mutation(({ ctx, input }) => saveOpeningBalances(ctx, input)),

  statements: adminProcedure('yearEnd')
    .meta(
      rest(
        'finance',
        'GET',
        '/year-end/statements',
        'Receipts and payments, income and expenditure, balance sheet and trial balance of a financial year',
        'year is the calendar year the financial year starts in. Money in taka.',
      ),
    )
    .input(ZYearInput)
    .output(ZYearStatements)
    .query(({ ctx, input }) => yearStatements(ctx, input.year)),

  close: adminProcedure('yearEndClose')
    .meta(peopleOnly('closing a financial year'))
    .meta(
      rest(
        'finance',
        'POST',
        '/year-end/close',
        'Closes an ended financial year: its statements no longer change',
        '409 when not ended, already closed, the year before is open or no opening balances were entered.',
      ),
    )
    .input(ZYearInput)
    .output(ZYearStatements)
    .mutation(({ ctx, input }) => closeYear(ctx, input.year)),

  life: adminProcedure('yearEnd')
    .meta(
      rest(
        'finance',
        'GET',
        '/year-end/years',
        "The closed years' life: closed, audited (date, auditor, report) and adopted (meeting, resolution)",
      ),
    )
    .input(z.object({}).optional())
    .output(ZYearLifePage)
    .query(({ ctx }) => listYearLife(ctx)),

  audit: adminProcedure('yearEndClose')
    .meta(peopleOnly("recording a year's audit"))
    .meta(
      rest(
        'finance',
        'POST',
        '/year-end/audit',
        "Records a closed year's audit: its completion date, the auditor and the audit report (a document)",
        '409 unless the year is closed and not audited; 400 for a date in the future or before the closing, or a ' +
          'document that is not a live audit report.',
      ),
    )
    .input(ZAuditYearInput)
    .output(ZYearLifePage)
    .mutation(({ ctx, input }) => auditYear(ctx, input)),

  adopt: adminProcedure('yearEndClose')
    .meta(peopleOnly("recording the adoption of a year's accounts"))
    .meta(
      rest(
        'finance',
        'POST',
        '/year-end/adopt',
        "Records the annual general meeting and its resolution that adopted an audited year's accounts",
        '409 unless the year is audited and not adopted; 400 for a meeting that is not an annual general meeting ' +
          'with adopted minutes held after the audit, or a register number that is not its resolution.',
      ),
    )
    .input(ZAdoptYearInput)
    .output(ZYearLifePage)
    .mutation(({ ctx, input }) => adoptYear(ctx, input)),

  appropriations: adminProcedure('yearEnd')
    .meta(
      rest(
        'finance',
        'GET',
        '/year-end/appropriations',
        'Appropriations of the closed years, proposed and approved',
      ),
    )
    .input(z.object({}).optional())
    .output(ZAppropriationPage)
    .query(({ ctx }) => listYearAppropriations(ctx)),

  propose: credentialProcedure('yearEndClose')
    .meta(peopleOnly("proposing a year's appropriation"))
    .meta(
      rest(
        'finance',
        'POST',
        '/year-end/appropriations',
        "Proposes the appropriation of an audited year's surplus",
        'By an admin in person; rates in basis points: reserve_bp at least 1500 (the setting when left out), ' +
          'other_bp up to the bylaw limit and 1000, dividend_bp up to the cap; `yearEnd.s34.*` refusals (Act 2001 s.34).',
      ),
    )
    .input(
      ZYearInput.extend({
        reserve_bp: queryInt(0, 10_000).optional(),
        other_bp: queryInt(0, 10_000).default(0),
        dividend_bp: queryInt(0, 10_000).default(0),
      }),
    )
    .output(ZAppropriationPage)
    .mutation(({ ctx, input }) => proposeAppropriation(ctx, input)),

  approve: credentialProcedure('yearEndClose')
    .meta(peopleOnly("approving a year's appropriation"))
    .meta(
      rest(
        'finance',
        'POST',
        '/year-end/appropriations/approve',
        'Puts the proposed appropriation named by its id and version into effect with the annual general ' +
          "meeting's resolution that decided it: a second Full_Access admin, in person",
        '403 for the proposer, an admin on a temporary password, an account younger than the setting ' +
          '(approver_min_age_days, 30 by default) before the proposal, or one the proposer created, reset or ' +
          're-enabled within it (`twoPerson.*`); 409 when the proposal has another version (re-proposed) or is approved.',
      ),
    )
    .input(
      z.object({
        id: z.number().int().positive(),
        version: z.number().int().positive(),
        resolution: zRegisterNumber.describe(
          "The register number of the annual general meeting's resolution (its minutes adopted)",
        ),
      }),
    )
    .output(ZAppropriationPage)
    .mutation(({ ctx, input }) => approveYearAppropriation(ctx, input)),

  cashBook: adminProcedure('yearEnd')
    .meta(
      rest(
        'finance',
        'GET',
        '/registers/cash-book',
        'The cash book: every receipt and payment from one date to another, in date order, with the running balance of its method group',
        'Balances start from the opening balances. kind narrows the list to one kind of entry (the balances still ' +
          'count every entry). Paged: limit (at most 500) and offset; total counts the entries listed, receipts_total ' +
          'and payments_total add them up (every page).',
      ),
    )
    .input(ZCashBookInput)
    .output(ZCashBookPage)
    .query(({ ctx, input }) => cashBook(ctx, input)),
});
