import { monthlyContributions, requireAdminArea, routeInput } from '@samity/api';
import { AppError, SOCIETY, ZMonthInput } from '@samity/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContextFactory } from '../plugins/context';
import { ownRoute } from '../plugins/own-routes';
import { STATEMENT_LANGS } from '../statements/statement-text';

const ZMonthlyBookQuery = ZMonthInput.extend({ lang: z.enum(STATEMENT_LANGS).default('en') });

export const MONTHLY_BOOK_PATH = '/api/finance/monthly-book.pdf';

/**
 * A month's book as a printable PDF: a hand-written route, as a procedure answers JSON only. The admin is let
 * in as for finance.monthly.get (the 'monthly' area: Finance_Access and above) before anything else; the
 * figures come from the same service.
 */
export function registerMonthlyBookPdf(app: FastifyInstance, createContext: ApiContextFactory): void {
  ownRoute(app, 'GET', MONTHLY_BOOK_PATH, async (request, reply) => {
    const ctx = createContext({ req: request, res: reply });
    const adminCtx = await requireAdminArea(ctx, 'monthly', `GET ${MONTHLY_BOOK_PATH}`);
    const { month, lang } = routeInput(ZMonthlyBookQuery, request.query ?? {});
    const { data, file } = await app.pdf.holding(adminCtx, async () => {
      const data = await monthlyContributions(adminCtx, month);
      if (!data.book) throw new AppError('NOT_FOUND', 'monthly.noBook', `${month} has no book yet.`);
      const file = await app.pdf.make(adminCtx, 'monthlyBook', [
        { ...data, book: data.book },
        SOCIETY,
        ctx.now().toISOString().slice(0, 10),
        lang,
      ]);
      return { data: { ...data, book: data.book }, file };
    });
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `inline; filename="monthly-book-${data.book.month}${lang === 'bn' ? '-bn' : ''}.pdf"`,
      )
      .header('cache-control', 'no-store')
      .send(file);
  });
}
