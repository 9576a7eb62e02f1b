import { type Db, isUniqueViolation } from '@samity/db';
import {
  AppError,
  MEMBER_CSV_COLUMNS,
  MEMBER_IMPORT_MAX_ROWS,
  type MemberImportReport,
  type NewMember,
  ZAddMemberInput,
} from '@samity/domain';
import { toCsv } from '@samity/domain/csv';
import Papa from 'papaparse';
import { withAudit } from '../audit/with-audit';
import type { AdminContext } from '../service-context';
import { insertMembers, searchActive, takenMemberNos } from './members-admin.queries';

/** The export holds every matching active member; the society has a few hundred. */
const EXPORT_MAX_ROWS = 5000;
const REQUIRED_COLUMNS = ['member_no', 'name', 'phone'] as const;

/**
 * The active members matching the search as CSV, in the columns of Add member (the same file imports
 * back). Cells that a spreadsheet would run as a formula (= + - @) are quoted with a leading apostrophe.
 */
export async function exportMembersCsv(ctx: AdminContext, search: string | undefined) {
  const rows = await searchActive(ctx.db, search?.trim() || undefined, EXPORT_MAX_ROWS);
  const csv = toCsv(
    rows.map((row) => MEMBER_CSV_COLUMNS.map((column) => row[column])),
    { header: MEMBER_CSV_COLUMNS },
  );
  const day = ctx.now().toISOString().slice(0, 10);
  return { filename: `members-${day}.csv`, csv, count: rows.length };
}

interface CheckedFile {
  report: MemberImportReport;
  members: NewMember[];
}

/** Reads the file and checks every row (fields, duplicates in the file, numbers already taken). */
async function checkFile(db: Db, csv: string): Promise<CheckedFile> {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const columns = parsed.meta.fields ?? [];
  const fileErrors: string[] = [];
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) fileErrors.push(`Missing columns: ${missing.join(', ')}`);
  const unknown = columns.filter((column) => !(MEMBER_CSV_COLUMNS as readonly string[]).includes(column));
  if (unknown.length > 0) fileErrors.push(`Unknown columns: ${unknown.join(', ')}`);
  if (parsed.data.length === 0) fileErrors.push('The file has no members');
  if (parsed.data.length > MEMBER_IMPORT_MAX_ROWS)
    fileErrors.push(
      `The file has ${parsed.data.length} rows; at most ${MEMBER_IMPORT_MAX_ROWS} are imported at once`,
    );
  if (fileErrors.length > 0)
    return { report: { rows: [], file_errors: fileErrors, valid: false, imported: 0 }, members: [] };

  const rowErrors = new Map<number, string[]>();
  for (const error of parsed.errors)
    if (error.row !== undefined)
      rowErrors.set(error.row, [...(rowErrors.get(error.row) ?? []), error.message]);

  const members: NewMember[] = [];
  const firstLine = new Map<string, number>();
  const rows = parsed.data.map((record, index) => {
    // Papa counts data rows from 0; the header is line 1 of the file.
    const line = index + 2;
    const errors = [...(rowErrors.get(index) ?? [])];
    const values = Object.fromEntries(MEMBER_CSV_COLUMNS.map((column) => [column, record[column] ?? '']));
    const result = ZAddMemberInput.safeParse({ ...values, pic: values.pic?.trim() ? values.pic : null });
    if (result.success) members.push(result.data);
    else
      for (const issue of result.error.issues)
        errors.push(`${String(issue.path[0] ?? 'row')}: ${issue.message}`);
    const memberNo = (values.member_no ?? '').trim();
    const seen = firstLine.get(memberNo);
    if (memberNo && seen !== undefined) errors.push(`member_no: ${memberNo} is also on line ${seen}`);
    else if (memberNo) firstLine.set(memberNo, line);
    return { line, member_no: memberNo, name: (values.name ?? '').trim(), errors };
  });

  const taken = await takenMemberNos(db, [...firstLine.keys()]);
  for (const row of rows)
    if (taken.has(row.member_no)) row.errors.push(`member_no: ${row.member_no} is already taken`);
  const valid = rows.every((row) => row.errors.length === 0);
  return { report: { rows, file_errors: [], valid, imported: 0 }, members };
}

/**
 * Import: a dry run answers every row's errors and writes nothing. A real run checks again inside one
 * transaction and writes every member or none: any error refuses the whole file with a 400.
 */
export async function importMembersCsv(
  ctx: AdminContext,
  input: { csv: string; dry_run: boolean },
): Promise<MemberImportReport> {
  if (input.dry_run) return (await checkFile(ctx.db, input.csv)).report;
  try {
    return await withAudit(
      ctx,
      (report: MemberImportReport) => ({
        action: 'member.import',
        entity: 'members',
        after: { imported: report.imported, member_nos: report.rows.map((row) => row.member_no) },
      }),
      async (tx) => {
        const { report, members } = await checkFile(tx, input.csv);
        if (!report.valid) {
          const bad = report.rows.filter((row) => row.errors.length > 0).length;
          throw new AppError(
            'BAD_REQUEST',
            'members.importInvalid',
            report.file_errors.length > 0
              ? `${report.file_errors.join('. ')}. Nothing was imported.`
              : `${bad} ${bad === 1 ? 'row has' : 'rows have'} errors; nothing was imported.`,
          );
        }
        const at = ctx.now();
        await insertMembers(
          tx,
          members.map((m) => ({ ...m, pic: m.pic ?? null, status: 'active' as const, deceased_on: null })),
          at,
        );
        return { ...report, imported: members.length };
      },
    );
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        'CONFLICT',
        'members.memberNoTaken',
        'A member number of the file was taken meanwhile; nothing was imported.',
      );
    throw error;
  }
}
