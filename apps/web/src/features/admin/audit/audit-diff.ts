import type { AuditEntry } from '@samity/domain';

/** An audit entry as the list answers it (before and after may be left out when empty). */
export type AuditRow = Omit<AuditEntry, 'before' | 'after'> & { before?: unknown; after?: unknown };

/** One field of an audited record as it was before and after the change (undefined where it was absent). */
export interface FieldChange {
  key: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one line of text: strings as they are, everything else as JSON; absent as ''. */
export function showValue(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The fields that differ between the record before and after an action, in the order they first appear. A
 * record created (nothing before) lists all its fields as added; one deleted lists them as removed. Values
 * that are not records (a number, a list) are compared as a whole, under the key ''.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const absent = (value: unknown) => value === null || value === undefined;
  if ((isRecord(before) || absent(before)) && (isRecord(after) || absent(after))) {
    const was = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
    return keys
      .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
      .map((key) => ({ key, before: was[key], after: now[key] }));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ key: '', before: before ?? undefined, after: after ?? undefined }];
}

/** A record pretty-printed for reading (two-space JSON), or '' for none. */
export function prettyJson(value: unknown): string {
  if (value === null || value === undefined) return '';
  return JSON.stringify(value, null, 2);
}
