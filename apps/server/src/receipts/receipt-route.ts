import { assertPasswordNotInitial, paymentReceipt } from '@samity/api';
import {
  APP_ERROR_HTTP_STATUS,
  AUTH_MESSAGES,
  canAccessArea,
  isAppError,
  RECEIPT_LANGS,
  type ReceiptLang,
  SOCIETY,
} from '@samity/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiContextFactory } from '../plugins/context';
import { renderReceiptPdf } from './receipt-pdf';

export const RECEIPTS_PATH = '/api/receipts';

const refuse = (reply: FastifyReply, status: number, code: string, message: string, key?: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ code, message, data: { code, httpStatus: status, ...(key ? { key } : {}) } });

/**
 * GET /api/receipts/{paymentId}.pdf?lang=en|bn: a monthly payment's receipt, a hand-written route as a
 * procedure answers JSON only. The member who paid it may read it (after the initial password is changed,
 * like every member file), and so may a finance admin; another member is 403, an unknown payment 404,
 * nobody logged in 401. With both sessions in one browser, a finance admin's reads any receipt and a
 * member's its own.
 */
export function registerReceipts(app: FastifyInstance, createContext: ApiContextFactory): void {
  app.get<{ Params: { file: string }; Querystring: { lang?: string } }>(
    `${RECEIPTS_PATH}/:file`,
    async (request, reply) => {
      const match = /^([1-9]\d{0,15})\.pdf$/.exec(request.params.file);
      const paymentId = match ? Number(match[1]) : Number.NaN;
      if (!Number.isSafeInteger(paymentId))
        return refuse(reply, 404, 'NOT_FOUND', 'No such receipt: use /api/receipts/{payment id}.pdf.');
      const lang = request.query.lang ?? 'en';
      if (!RECEIPT_LANGS.includes(lang as never))
        return refuse(reply, 400, 'BAD_REQUEST', 'lang must be en or bn');

      const ctx = createContext({ req: request, res: reply });
      const [admin, member] = await Promise.all([ctx.auth.admin(), ctx.auth.member()]);
      const actor = admin && canAccessArea(admin.privilege, 'monthly') ? admin : (member ?? admin);
      if (!actor)
        return refuse(reply, 401, 'UNAUTHORIZED', AUTH_MESSAGES.signInRequired, 'auth.signInRequired');
      try {
        if (actor.kind === 'member') await assertPasswordNotInitial({ ...ctx, actor }, 'receipts.pdf');
        const receipt = await paymentReceipt({ ...ctx, actor }, paymentId);
        const file = await renderReceiptPdf(receipt, lang as ReceiptLang, SOCIETY, ctx.now());
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="receipt-${receipt.receipt_no}-${lang}.pdf"`)
          .header('cache-control', 'no-store')
          .send(file);
      } catch (error) {
        if (!isAppError(error)) throw error;
        return refuse(reply, APP_ERROR_HTTP_STATUS[error.code], error.code, error.message, error.key);
      }
    },
  );
}
