import { ZLedgerListInput } from '@samity/domain';
import type { LedgerFilters } from './use-ledger-export';

const FIELDS = ['type', 'from', 'to', 'source'] as const;
const SCHEMAS = ZLedgerListInput.pick({ type: true, from: true, to: true, source: true }).shape;

/**
 * The ledger's filters as the address keeps them (?type=Expense&source=Tea&from=…&to=…), so a link (a
 * year-end figure's) opens the entries behind it and a reload keeps them. Each value is checked by the
 * list's own schema; one it refuses is left out rather than sent, so a hand-edited address shows a page.
 */
export function filtersFromSearch(params: URLSearchParams): LedgerFilters {
  const filters: LedgerFilters = {};
  for (const field of FIELDS) {
    const raw = params.get(field);
    if (raw === null || raw.trim() === '') continue;
    const parsed = SCHEMAS[field].safeParse(raw);
    if (parsed.success && parsed.data) Object.assign(filters, { [field]: parsed.data });
  }
  return filters;
}

/** The filters as the address's search (the fields set, in a fixed order). */
export function searchOfFilters(filters: LedgerFilters): Record<string, string> {
  const search: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = filters[field];
    if (value) search[field] = value;
  }
  return search;
}
