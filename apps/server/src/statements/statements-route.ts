import { debtSummary, requireMember, routeInput } from '@samity/api';
import { AppError, SOCIETY } from '@samity/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContextFactory } from '../plugins/context';
import { ownRoute } from '../plugins/own-routes';
import { renderStatementCsv } from './statement-csv';
import { STATEMENT_KINDS, STATEMENT_LANGS, statementTable } from './statement-text';

export const STATEMENTS_PATH = '/api/member/statements';
const ROUTE = `GET ${STATEMENTS_PATH}`;

/** `deposits.pdf`, `monthly.csv`: the statement and its format, or nothing this route knows (404). */
const ZStatementFile = z
  .object({ file: z.string() })
  .transform(({ file }) => {
    const [kind, format, ...rest] = file.split('.');
    return { kind, format, extra: rest.length };
  })
  .pipe(z.object({ kind: z.enum(STATEMENT_KINDS), format: z.enum(['pdf', 'csv']), extra: z.literal(0) }));

const ZStatementQuery = z.object({
  lang: z.enum(STATEMENT_LANGS).default('en'),
  member_no: z.string().optional(),
});

const noSuchStatement = () =>
  new AppError(
    'NOT_FOUND',
    'statements.notFound',
    'No such statement: use deposits or monthly, .pdf or .csv.',
  );

/**
 * The member's deposits and monthly statements as files (PDF in en or bn, CSV): hand-written routes, as a
 * procedure answers JSON only. The member is the session's, always, let in as a member procedure lets one
 * in (the initial-password gate applies); a member_no naming someone else is 403 like every member call.
 * Figures come from the same service as the dashboard (debtSummary), so the file and the screen never
 * disagree.
 */
export function registerMemberStatements(app: FastifyInstance, createContext: ApiContextFactory): void {
  ownRoute(app, 'GET', `${STATEMENTS_PATH}/:file`, async (request: FastifyRequest, reply) => {
    const ctx = await requireMember(createContext({ req: request, res: reply }), ROUTE);
    const { kind, format } = routeInput(ZStatementFile, request.params, noSuchStatement);
    const { lang, member_no } = routeInput(ZStatementQuery, request.query ?? {});
    const who = { memberNo: ctx.actor.memberNo, name: ctx.actor.name };
    const tableOf = async () => statementTable(kind, lang, await debtSummary(ctx, member_no));
    const file =
      format === 'pdf'
        ? await app.pdf.holding(ctx, async () =>
            app.pdf.make(ctx, 'statement', [
              await tableOf(),
              who,
              lang,
              SOCIETY,
              ctx.now().toISOString().slice(0, 10),
            ]),
          )
        : renderStatementCsv(await tableOf(), who, lang);
    const filename = `${kind}-statement-${ctx.actor.memberNo.replace(/[^\w-]/g, '_')}-${lang}.${format}`;
    return reply
      .type(format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(file);
  });
}
