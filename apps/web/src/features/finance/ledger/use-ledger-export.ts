import { type FinancialEntry, LIST_LIMIT_MAX, todayInDhaka } from '@samity/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { downloadCsv } from '../../../lib/download-csv';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { splitReceipts } from './ledger-values';

/** What the type, date and source filters ask the server for. */
export interface LedgerFilters {
  type?: 'Income' | 'Expense';
  from?: string;
  to?: string;
  source?: string;
}

/** The most rows one file carries (20 requests of 100); a larger selection is cut here and says so. */
export const EXPORT_MAX_ROWS = 2000;

/**
 * "Export CSV": every entry the filters select (not only the page on screen), fetched 100 at a time up to
 * EXPORT_MAX_ROWS, newest first like the table, with the table's columns. Amounts are plain numbers with two
 * decimals and dates YYYY-MM-DD, so a spreadsheet can add them up; receipts are their addresses.
 */
export function useLedgerExport(filters: LedgerFilters) {
  const { t } = useTranslation('finance');
  const { digits } = useFormat();
  const utils = trpc.useUtils();
  const [exporting, setExporting] = useState(false);

  async function fetchAll(): Promise<{ entries: FinancialEntry[]; total: number }> {
    const entries: FinancialEntry[] = [];
    let total = 0;
    do {
      const page = await utils.finance.ledger.list.fetch({
        ...filters,
        limit: LIST_LIMIT_MAX,
        offset: entries.length,
      });
      total = page.total;
      entries.push(...page.entries);
      if (page.entries.length === 0) break;
    } while (entries.length < Math.min(total, EXPORT_MAX_ROWS));
    return { entries: entries.slice(0, EXPORT_MAX_ROWS), total };
  }

  /** Downloads the file; answers what to tell the admin (how many rows, or why it failed). */
  async function exportCsv(): Promise<{ kind: 'success' | 'error'; text: string }> {
    setExporting(true);
    try {
      const { entries, total } = await fetchAll();
      if (entries.length === 0) return { kind: 'error', text: t('ledger.export.nothing') };
      const header = [
        t('ledger.columns.type'),
        t('ledger.columns.date'),
        t('ledger.columns.source'),
        t('ledger.columns.method'),
        t('ledger.columns.note'),
        t('ledger.columns.amount'),
        t('ledger.columns.balance'),
        t('ledger.columns.receipt'),
        t('ledger.columns.addedBy'),
      ];
      const rows = entries.map((e) => [
        t(`ledger.types.${e.type}`),
        e.date,
        e.source,
        e.method,
        e.note,
        e.amount.toFixed(2),
        e.balance_after_transaction.toFixed(2),
        splitReceipts(e.receipt).join(' '),
        e.added_by,
      ]);
      const name = [
        'income-expenses',
        filters.type?.toLowerCase(),
        filters.from,
        filters.to ?? todayInDhaka(),
      ]
        .filter(Boolean)
        .join('_');
      downloadCsv(name, header, rows);
      return total > entries.length
        ? { kind: 'error', text: t('ledger.export.cut', { n: digits(entries.length), total: digits(total) }) }
        : {
            kind: 'success',
            text: t('ledger.export.done', { count: entries.length, n: digits(entries.length) }),
          };
    } catch (error) {
      return {
        kind: 'error',
        text: `${t('ledger.export.failed')} ${apiErrorText(error, t, 'common.errors.network')}`,
      };
    } finally {
      setExporting(false);
    }
  }

  return { exporting, exportCsv };
}
