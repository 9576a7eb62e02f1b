import type { AdminRouteContext, MemberRouteContext } from '@samity/api';
import { AppError, type YearStatements } from '@samity/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { csvFile } from '../statements/statement-csv';
import { STATEMENT_LANGS, type StatementLang } from '../statements/statement-text';
import { YEAR_END_FILES, type YearEndFile, yearEndTable, yearEndWord } from './year-end-text';

/** `{file}` of a statement's address: receipts, income, balance or trial; .pdf or .csv. */
export const ZYearEndFile = z
  .object({ file: z.string() })
  .transform(({ file }) => {
    const [kind, format, ...rest] = file.split('.');
    return { kind, format, extra: rest.length };
  })
  .pipe(z.object({ kind: z.enum(YEAR_END_FILES), format: z.enum(['pdf', 'csv']), extra: z.literal(0) }));

export const ZYearEndQuery = z.object({
  year: z.coerce.number().int().min(2000).max(9999),
  lang: z.enum(STATEMENT_LANGS).default('en'),
});

export const noSuchYearEndFile = () =>
  new AppError(
    'NOT_FOUND',
    'yearEnd.noSuchFile',
    'No such statement: receipts, income, balance or trial, .pdf or .csv.',
  );

/**
 * The year before a year's statements, for the figures beside them: null before the books were kept (the
 * year ended before the opening balances' date) or when the reader may not read it (a member, a year not
 * adopted).
 */
export async function previousYearOf(
  statements: YearStatements,
  read: (year: number) => Promise<YearStatements>,
): Promise<YearStatements | null> {
  const { year, opening_date } = statements;
  if (opening_date && opening_date >= year.start) return null;
  try {
    return await read(year.year - 1);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * Sends one annual statement as a PDF (English or Bengali: Bengali digits, lakh grouping) or a CSV, from the
 * same statements the screens show, so the file and the screen never disagree. Never cached by the browser;
 * the PDF of a closed year, whose figures can no longer change, is made once (app.pdf).
 */
export async function sendYearEndFile(
  app: FastifyInstance,
  ctx: AdminRouteContext | MemberRouteContext,
  reply: FastifyReply,
  file: { kind: YearEndFile; format: 'pdf' | 'csv' },
  statements: YearStatements,
  previous: YearStatements | null,
  lang: StatementLang,
) {
  const { kind, format } = file;
  const table = yearEndTable(kind, statements, lang, previous);
  const body =
    format === 'pdf'
      ? await app.pdf.make(
          ctx,
          'table',
          [table, lang, `${table.title} ${statements.year.label}`, yearEndWord('total', lang)],
          { immutable: statements.closed_at ? [kind, statements, previous, lang] : undefined },
        )
      : csvFile([[table.title], ...table.summary, [], table.columns, ...table.rows], lang);
  const filename = `${kind}-${statements.year.label}-${lang}.${format}`;
  return reply
    .type(format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
