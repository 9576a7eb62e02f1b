import { createHash } from 'node:crypto';
import { type AdminRouteContext, listRegister, yearStatements } from '@samity/api';
import { canAccessArea, REGISTERS, type RegisterEntry, SOCIETY, todayInDhaka } from '@samity/domain';
import { zipSync } from 'fflate';
import { renderRegisterCsv } from '../meetings/register-file';
import type { PdfService } from '../pdf/pdf-service';
import type { StatementLang } from '../statements/statement-text';
import { previousYearOf } from '../year-end/year-end-file';
import { YEAR_END_FILES, yearEndTable, yearEndWord } from '../year-end/year-end-text';
import { registerFile } from './register-files';
import { type TablePdfMaker, tableFile } from './table-file';

export interface PackFile {
  name: string;
  bytes: Buffer;
}

/** The resolutions adopted at meetings held in the year: the register is small, read a page at a time. */
async function yearResolutions(ctx: AdminRouteContext, start: string, end: string) {
  const entries: RegisterEntry[] = [];
  for (let offset = 0; offset < 10_000; offset += 100) {
    const page = await listRegister(ctx, { limit: 100, offset });
    entries.push(...page.entries.filter((e) => e.meeting_date >= start && e.meeting_date <= end));
    if (offset + 100 >= page.total) break;
  }
  return { entries, total: entries.length };
}

/**
 * The files of a year's pack (docs/year-end.md, The year-end pack): the four annual statements and the
 * member, deposit and cash book registers of the year, each as PDF (in `lang`) and CSV; the resolution
 * register of the year's meetings too when the maker may read it (the meetings area, Full_Access), so the
 * pack never shows an admin more than the screens do.
 */
export async function yearEndPackFiles(
  pdf: PdfService,
  ctx: AdminRouteContext,
  year: number,
  lang: StatementLang,
) {
  // One PDF at a time, each in the admin's PDF slots like any other file.
  const makeTable: TablePdfMaker = (args) => pdf.make(ctx, 'table', args);
  const statements = await yearStatements(ctx, year);
  const previous = await previousYearOf(statements, (y) => yearStatements(ctx, y));
  const { start, end, label } = statements.year;
  const files: PackFile[] = [];
  for (const kind of YEAR_END_FILES) {
    const table = yearEndTable(kind, statements, lang, previous);
    for (const format of ['pdf', 'csv'] as const) {
      const bytes = await tableFile(
        makeTable,
        table,
        format,
        lang,
        `${table.title} ${label}`,
        yearEndWord('total', lang),
      );
      files.push({ name: `statements/${kind}-${label}-${lang}.${format}`, bytes });
    }
  }
  for (const kind of REGISTERS) {
    for (const format of ['pdf', 'csv'] as const) {
      const bytes = await registerFile(makeTable, ctx, kind, { from: start, to: end }, format, lang);
      files.push({ name: `registers/${kind}-${label}-${lang}.${format}`, bytes });
    }
  }
  if (canAccessArea(ctx.actor.privilege, 'meetings')) {
    const resolutions = await yearResolutions(ctx, start, end);
    const today = todayInDhaka(ctx.now().getTime());
    files.push(
      {
        name: `registers/resolutions-${label}-${lang}.pdf`,
        bytes: await pdf.make(ctx, 'resolutionRegister', [resolutions, lang, SOCIETY, today]),
      },
      { name: `registers/resolutions-${label}-${lang}.csv`, bytes: renderRegisterCsv(resolutions, lang) },
    );
  }
  return { label, files };
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The ZIP: the files and manifest.txt, one line per file in the format `sha256sum -c manifest.txt` checks
 * (the hash, two spaces, the file's path in the ZIP).
 */
export function zipPack(
  files: PackFile[],
  at: Date,
): { zip: Buffer; manifest: { name: string; sha256: string }[] } {
  const manifest = files.map((f) => ({ name: f.name, sha256: sha256(f.bytes) }));
  const text = manifest.map((m) => `${m.sha256}  ${m.name}\n`).join('');
  const entries = Object.fromEntries([
    ...files.map((f) => [f.name, new Uint8Array(f.bytes)] as const),
    ['manifest.txt', new TextEncoder().encode(text)] as const,
  ]);
  return { zip: Buffer.from(zipSync(entries, { level: 6, mtime: at })), manifest };
}
