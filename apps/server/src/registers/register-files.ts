import { type AdminRouteContext, cashBook, depositRegister, memberRegister } from '@samity/api';
import { AppError, REGISTER_FILE_ROWS_MAX, type RegisterKind } from '@samity/domain';
import type { StatementLang } from '../statements/statement-text';
import { type RegisterData, registerTable, registerWord } from './registers-text';
import { type TablePdfMaker, tableFile } from './table-file';

export interface RegisterRange {
  from: string;
  to: string;
  member_no?: string | undefined;
}

/** A register's whole range in one read, up to REGISTER_FILE_ROWS_MAX rows (a longer one is refused: 400). */
async function wholeRegister(
  ctx: AdminRouteContext,
  kind: RegisterKind,
  range: RegisterRange,
): Promise<RegisterData> {
  const query = { ...range, limit: REGISTER_FILE_ROWS_MAX, offset: 0 };
  const data: RegisterData =
    kind === 'members'
      ? { kind, page: await memberRegister(ctx, query) }
      : kind === 'deposits'
        ? { kind, page: await depositRegister(ctx, query) }
        : { kind, page: await cashBook(ctx, query) };
  if (data.page.total > REGISTER_FILE_ROWS_MAX) {
    throw new AppError(
      'BAD_REQUEST',
      'registers.tooManyRows',
      `More than ${REGISTER_FILE_ROWS_MAX} entries: choose a shorter range.`,
      { fieldErrors: { to: 'Choose a shorter range' } },
    );
  }
  return data;
}

/** One register of a range as a PDF or CSV, in English or Bengali: for its route and for the year-end pack. */
export async function registerFile(
  makePdf: TablePdfMaker,
  ctx: AdminRouteContext,
  kind: RegisterKind,
  range: RegisterRange,
  format: 'pdf' | 'csv',
  lang: StatementLang,
): Promise<Buffer> {
  const data = await wholeRegister(ctx, kind, range);
  const table = registerTable(data, range, lang, format);
  return tableFile(
    makePdf,
    table,
    format,
    lang,
    `${table.title} ${range.from} – ${range.to}`,
    registerWord('none', lang),
  );
}
