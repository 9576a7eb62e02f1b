import { type Context, paymentReceipt, requireAdminArea, requireMember, routeInput } from '@samity/api';
import { AppError, canAccessArea, RECEIPT_LANGS, SOCIETY } from '@samity/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContextFactory } from '../plugins/context';
import { ownRoute } from '../plugins/own-routes';

export const RECEIPTS_PATH = '/api/receipts';
const ROUTE = `GET ${RECEIPTS_PATH}`;

/** `{payment id}.pdf`, the id a positive safe integer without leading zeros; anything else is 404. */
const ZReceiptFile = z.object({
  file: z
    .string()
    .regex(/^[1-9]\d{0,15}\.pdf$/)
    .transform((file) => Number(file.slice(0, -'.pdf'.length)))
    .pipe(z.number().int().max(Number.MAX_SAFE_INTEGER)),
});
const ZReceiptQuery = z.object({ lang: z.enum(RECEIPT_LANGS).default('en') });

const noSuchReceipt = () =>
  new AppError('NOT_FOUND', 'receipts.notFound', 'No such receipt: use /api/receipts/{payment id}.pdf.');

/**
 * Who reads the receipt: a finance admin (the 'monthly' area) any, a member their own. With both sessions in
 * one browser, a finance admin's reads any receipt and a member's its own; an admin without finance access
 * and no member session is refused as finance.monthly would refuse them, nobody at all with 401.
 */
async function reader(ctx: Context) {
  const [admin, member] = await Promise.all([ctx.auth.admin(), ctx.auth.member()]);
  if (admin && canAccessArea(admin.privilege, 'monthly')) return requireAdminArea(ctx, 'monthly', ROUTE);
  if (member) return requireMember(ctx, ROUTE);
  return requireAdminArea(ctx, 'monthly', ROUTE);
}

/**
 * GET /api/receipts/{paymentId}.pdf?lang=en|bn: a monthly payment's receipt, a hand-written route as a
 * procedure answers JSON only. The member who paid it may read it (after the initial password is changed,
 * like every member file), and so may a finance admin; another member is 403, an unknown payment 404,
 * nobody logged in 401.
 */
export function registerReceipts(app: FastifyInstance, createContext: ApiContextFactory): void {
  ownRoute(app, 'GET', `${RECEIPTS_PATH}/:file`, async (request: FastifyRequest, reply) => {
    const ctx = await reader(createContext({ req: request, res: reply }));
    const { file: paymentId } = routeInput(ZReceiptFile, request.params, noSuchReceipt);
    const { lang } = routeInput(ZReceiptQuery, request.query ?? {});
    const { receipt, file } = await app.pdf.holding(ctx, async () => {
      const receipt = await paymentReceipt(ctx, paymentId);
      // A receipt never changes but by a refund or a corrected name, and both are in the receipt read here.
      const file = await app.pdf.make(ctx, 'receipt', [receipt, lang, SOCIETY, ctx.now()], {
        immutable: [receipt, lang],
      });
      return { receipt, file };
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="receipt-${receipt.receipt_no}-${lang}.pdf"`)
      .header('cache-control', 'no-store')
      .send(file);
  });
}
