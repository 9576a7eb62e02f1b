import { assertPasswordNotInitial, debtSummary } from '@samity/api';
import { APP_ERROR_HTTP_STATUS, AUTH_MESSAGES, isAppError, SOCIETY } from '@samity/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { renderStatementCsv } from '../statements/statement-csv';
import { renderStatementPdf } from '../statements/statement-pdf';
import {
  STATEMENT_KINDS,
  STATEMENT_LANGS,
  type StatementKind,
  type StatementLang,
  statementTable,
} from '../statements/statement-text';
import type { ApiContextFactory } from './context';

export const STATEMENTS_PATH = '/api/member/statements';
const FORMATS = ['pdf', 'csv'] as const;
type Format = (typeof FORMATS)[number];

const refuse = (reply: FastifyReply, status: number, code: string, message: string, key?: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ code, message, data: { code, httpStatus: status, ...(key ? { key } : {}) } });

/**
 * The member's deposits and monthly statements as files (PDF in en or bn, CSV): hand-written routes, as a
 * procedure answers JSON only. The member is the session's, always; a member_no naming someone else is
 * 403 like every member call, and the initial-password gate applies. Figures come from the same service as
 * the dashboard (debtSummary), so the file and the screen never disagree.
 */
export function registerMemberStatements(app: FastifyInstance, createContext: ApiContextFactory): void {
  app.get<{ Params: { file: string }; Querystring: { lang?: string; member_no?: string } }>(
    `${STATEMENTS_PATH}/:file`,
    async (request, reply) => {
      const [kind, format, ...rest] = request.params.file.split('.');
      if (rest.length || !STATEMENT_KINDS.includes(kind as never) || !FORMATS.includes(format as never))
        return refuse(reply, 404, 'NOT_FOUND', 'No such statement: use deposits or monthly, .pdf or .csv.');
      const lang = request.query.lang ?? 'en';
      if (!STATEMENT_LANGS.includes(lang as never))
        return refuse(reply, 400, 'BAD_REQUEST', 'lang must be en or bn');

      const ctx = createContext({ req: request, res: reply });
      const member = await ctx.auth.member();
      if (!member)
        return refuse(reply, 401, 'UNAUTHORIZED', AUTH_MESSAGES.signInRequired, 'auth.signInRequired');
      const memberCtx = { ...ctx, actor: member };
      try {
        await assertPasswordNotInitial(memberCtx, 'member.statements');
        const data = await debtSummary(memberCtx, request.query.member_no);
        const table = statementTable(kind as StatementKind, lang as StatementLang, data, {
          localDigits: format === 'pdf',
        });
        const who = { memberNo: member.memberNo, name: member.name };
        const file =
          (format as Format) === 'pdf'
            ? await renderStatementPdf(
                table,
                who,
                lang as StatementLang,
                SOCIETY,
                ctx.now().toISOString().slice(0, 10),
              )
            : renderStatementCsv(table, who, lang as StatementLang);
        const filename = `${kind}-statement-${member.memberNo.replace(/[^\w-]/g, '_')}-${lang}.${format}`;
        return reply
          .type(format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(file);
      } catch (error) {
        if (!isAppError(error)) throw error;
        return refuse(reply, APP_ERROR_HTTP_STATUS[error.code], error.code, error.message, error.key);
      }
    },
  );
}
