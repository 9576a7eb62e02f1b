import { monthlyContributions } from '@samity/api';
import {
  APP_ERROR_HTTP_STATUS,
  AUTH_MESSAGES,
  canAccessArea,
  isAppError,
  SOCIETY,
  ZMonthInput,
} from '@samity/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiContextFactory } from '../plugins/context';
import { renderMonthlyBookPdf } from './monthly-book-pdf';

export const MONTHLY_BOOK_PATH = '/api/finance/monthly-book.pdf';

const refuse = (reply: FastifyReply, status: number, code: string, message: string, key?: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ code, message, data: { code, httpStatus: status, ...(key ? { key } : {}) } });

/**
 * A month's book as a printable PDF: a hand-written route, as a procedure answers JSON only. The admin's
 * session and privilege are checked as for finance.monthly.get (the 'monthly' area: Finance_Access and
 * above) before anything else; the figures come from the same service.
 */
export function registerMonthlyBookPdf(app: FastifyInstance, createContext: ApiContextFactory): void {
  app.get<{ Querystring: { month?: string } }>(MONTHLY_BOOK_PATH, async (request, reply) => {
    const ctx = createContext({ req: request, res: reply });
    const admin = await ctx.auth.admin();
    if (!admin)
      return refuse(reply, 401, 'UNAUTHORIZED', AUTH_MESSAGES.signInRequired, 'auth.signInRequired');
    if (!canAccessArea(admin.privilege, 'monthly'))
      return refuse(reply, 403, 'FORBIDDEN', AUTH_MESSAGES.notAllowed, 'auth.notAllowed');
    const input = ZMonthInput.safeParse({ month: request.query.month ?? '' });
    if (!input.success)
      return refuse(reply, 400, 'BAD_REQUEST', input.error.issues[0]?.message ?? 'Month is required');
    try {
      const data = await monthlyContributions({ ...ctx, actor: admin }, input.data.month);
      if (!data.book)
        return refuse(reply, 404, 'NOT_FOUND', `${input.data.month} has no book yet.`, 'monthly.noBook');
      const file = await renderMonthlyBookPdf(
        { ...data, book: data.book },
        SOCIETY,
        ctx.now().toISOString().slice(0, 10),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="monthly-book-${data.book.month}.pdf"`)
        .header('cache-control', 'no-store')
        .send(file);
    } catch (error) {
      if (!isAppError(error)) throw error;
      return refuse(reply, APP_ERROR_HTTP_STATUS[error.code], error.code, error.message, error.key);
    }
  });
}
