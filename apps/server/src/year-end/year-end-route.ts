import { requireAdminArea, routeInput, yearStatements } from '@samity/api';
import { AppError, SOCIETY } from '@samity/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { renderTablePdf } from '../pdf/table-pdf';
import type { ApiContextFactory } from '../plugins/context';
import { ownRoute } from '../plugins/own-routes';
import { csvCell } from '../statements/statement-csv';
import { formatTaka, STATEMENT_LANGS, type StatementLang } from '../statements/statement-text';
import { YEAR_END_FILES, yearEndTable, yearEndWord } from './year-end-text';

export const YEAR_END_PATH = '/api/year-end/statements';
const ROUTE = `GET ${YEAR_END_PATH}`;

const ZFile = z
  .object({ file: z.string() })
  .transform(({ file }) => {
    const [kind, format, ...rest] = file.split('.');
    return { kind, format, extra: rest.length };
  })
  .pipe(z.object({ kind: z.enum(YEAR_END_FILES), format: z.enum(['pdf', 'csv']), extra: z.literal(0) }));

const ZQuery = z.object({
  year: z.coerce.number().int().min(2000).max(9999),
  lang: z.enum(STATEMENT_LANGS).default('en'),
});

const noSuchFile = () =>
  new AppError(
    'NOT_FOUND',
    'yearEnd.noSuchFile',
    'No such statement: receipts, income, balance or trial, .pdf or .csv.',
  );

function csvOf(rows: (string | number)[][], lang: StatementLang): Buffer {
  const lines = rows.map((row) => row.map((value) => csvCell(value, lang)).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/**
 * The annual statements as files (docs/year-end.md): PDF in English or Bengali (Bengali digits, lakh grouping)
 * and CSV, from the same service as /YearEnd, so the file and the screen never disagree. Finance_Access and
 * above, like the screen.
 */
export function registerYearEndFiles(app: FastifyInstance, createContext: ApiContextFactory): void {
  ownRoute(app, 'GET', `${YEAR_END_PATH}/:file`, async (request: FastifyRequest, reply) => {
    const ctx = await requireAdminArea(createContext({ req: request, res: reply }), 'yearEnd', ROUTE);
    const { kind, format } = routeInput(ZFile, request.params, noSuchFile);
    const { year, lang } = routeInput(ZQuery, request.query ?? {});
    const statements = await yearStatements(ctx, year);
    const table = yearEndTable(kind, statements, lang);
    const file =
      format === 'pdf'
        ? await renderTablePdf(
            table,
            {
              documentTitle: `${table.title} ${statements.year.label}`,
              lang,
              facts: [],
              money: (taka) => formatTaka(lang, taka),
              emptyText: yearEndWord('total', lang),
            },
            SOCIETY,
          )
        : csvOf([[table.title], ...table.summary, [], table.columns, ...table.rows], lang);
    const filename = `${kind}-${statements.year.label}-${lang}.${format}`;
    return reply
      .type(format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(file);
  });
}
