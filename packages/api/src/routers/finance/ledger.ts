import {
  FINANCE_PAGE_SIZE,
  LIST_LIMIT_MAX,
  LIST_OFFSET_MAX,
  queryInt,
  ZDeletedLedgerPage,
  ZDeleteFinancialEntryInput,
  ZDeleteReceiptInput,
  ZFinancialEntry,
  ZFinancialEntryInput,
  ZLedgerListInput,
  ZLedgerMonthly,
  ZLedgerPage,
  ZMonthInput,
  ZReverseInput,
  ZSuccess,
  ZUpdateFinancialEntryInput,
} from '@samity/domain';
import { z } from 'zod';
import { adminProcedure } from '../../procedures';
import {
  addLedgerEntry,
  deleteLedgerEntry,
  deleteLedgerReceipt,
  ledgerMonthly,
  listDeletedLedger,
  listLedger,
  updateLedgerEntry,
} from '../../services/ledger/ledger-admin.service';
import { reverseLedgerEntry } from '../../services/ledger/ledger-reversal.service';
import { router } from '../../trpc';
import { rest } from '../rest';

const ZDeletedPageInput = z.object({
  limit: queryInt(1, LIST_LIMIT_MAX).default(FINANCE_PAGE_SIZE),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});

/** The income and expense ledger (/FinancialExpenses): Finance_Access and above. */
export const financeLedgerRouter = router({
  list: adminProcedure('expenses')
    .meta(
      rest(
        'finance',
        'GET',
        '/financial-expenses',
        'Active income and expense entries, newest first, with the running balance over all active entries',
        'Filters (type, from, to, source) narrow the page; balance_after_transaction still counts every active entry. ' +
          'income_total and expense_total add up the entries the filters select (every page).',
      ),
    )
    .input(ZLedgerListInput)
    .output(ZLedgerPage)
    .query(({ ctx, input }) => listLedger(ctx, input)),

  create: adminProcedure('expenses')
    .meta(
      rest(
        'finance',
        'POST',
        '/financial-expenses',
        'Adds an income or expense entry; the logged-in admin is recorded as added_by',
        'Receipts must be addresses answered by POST /api/uploads (400 otherwise).',
      ),
    )
    .input(ZFinancialEntryInput)
    .output(ZFinancialEntry)
    .mutation(({ ctx, input }) => addLedgerEntry(ctx, input)),

  update: adminProcedure('expenses')
    .meta(
      rest(
        'finance',
        'PUT',
        '/financial-expenses/{id}',
        "Corrects an entry's source, method, note and receipts; its receipts become the given list",
        'The amount, date and type must be sent as they are (type may be left out): a change of any is a 409 ' +
          'ledger.correctByReversal (params.fields names them; reverse the entry and enter it anew). Pictures ' +
          'the update drops are deleted when no other record uses them. 404 when no entry has the id, 409 when ' +
          'it is deleted.',
      ),
    )
    .input(ZUpdateFinancialEntryInput)
    .output(ZFinancialEntry)
    .mutation(({ ctx, input }) => updateLedgerEntry(ctx, input)),

  delete: adminProcedure('expenses')
    .meta(
      rest(
        'finance',
        'DELETE',
        '/financial-expenses/{id}',
        'Deletes an entry by reversing it: a reversing entry dated today nets it out, the entry stays',
        'The same as POST /financial-expenses/{id}/reverse with the reason given (query reason, "Deleted" when ' +
          'left out); the logged-in admin and the server clock are recorded, deleted_by and deleted_at in the ' +
          'body are ignored. 404 when no entry has the id; 409 reversal.alreadyReversed when it is reversed ' +
          'already, reversal.ofReversal for a reversing entry, ledger.alreadyDeleted for one deleted before.',
      ),
    )
    // A REST DELETE carries no body, and its query values must be plain types: the schema without the
    // ignored deleted_by/deleted_at, which an object schema drops from a tRPC call's input anyway.
    .input(ZDeleteFinancialEntryInput.pick({ id: true, reason: true }))
    .output(ZSuccess)
    .mutation(({ ctx, input }) => deleteLedgerEntry(ctx, input)),

  reverse: adminProcedure('expenses')
    .meta(
      rest(
        'finance',
        'POST',
        '/financial-expenses/{id}/reverse',
        'Reverses an entry: a new entry of the same type with the negative amount, dated today, with the reason',
        'The original is never changed; both answer the link (original_id, reversed_by). Audited. 404 when no ' +
          'entry has the id; 409 reversal.alreadyReversed, reversal.ofReversal, or yearEnd.yearClosed when ' +
          'today is in a closed year. An entry of a closed year is reversed in the open year.',
      ),
    )
    .input(ZReverseInput)
    .output(ZFinancialEntry)
    .mutation(({ ctx, input }) => reverseLedgerEntry(ctx, input)),

  deleted: adminProcedure('expenses')
    .meta(
      rest(
        'finance',
        'GET',
        '/financial-expenses/deleted',
        'Deleted entries, the newest deletion first, with who deleted them and when',
      ),
    )
    .input(ZDeletedPageInput)
    .output(ZDeletedLedgerPage)
    .query(({ ctx, input }) => listDeletedLedger(ctx, input)),

  deleteReceipt: adminProcedure('expenses')
    .meta(
      rest(
        'finance',
        'POST',
        '/delete-receipt-image',
        'Takes one receipt picture off an entry and answers the entry',
        'The picture is deleted when no other record uses it. 404 when the entry or the receipt is not found, 409 when the entry is deleted.',
      ),
    )
    .input(ZDeleteReceiptInput)
    .output(ZFinancialEntry)
    .mutation(({ ctx, input }) => deleteLedgerReceipt(ctx, input)),

  monthly: adminProcedure('expenses')
    .meta(
      rest(
        'finance',
        'GET',
        '/financial-expenses/monthly',
        'Income and expense per month for the 12 months ending with month (e.g. January-2025), oldest first',
      ),
    )
    .input(ZMonthInput)
    .output(ZLedgerMonthly)
    .query(({ ctx, input }) => ledgerMonthly(ctx, input.month)),
});
