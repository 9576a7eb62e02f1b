import {
  AppError,
  AUTH_MESSAGES,
  canAccessArea,
  monthLabelOfIso,
  type PaymentReceipt,
  type PaymentReceiptsPage,
  type PaymentReceiptsQuery,
  poishaToTaka,
} from '@samity/domain';
import type { AdminPrincipal, MemberPrincipal } from '../principals';
import type { MemberContext, ServiceContext } from '../service-context';
import { countMemberReceipts, findReceipt, memberReceipts } from './receipts.queries';

/** What a receipt shows: the payment as the member's list has it, with the member and the refund's day. */
export interface ReceiptDocument extends PaymentReceipt {
  member_no: string;
  name: string;
  note: string;
  refunded_at: string | null;
}

type ReceiptRow = NonNullable<Awaited<ReturnType<typeof findReceipt>>>;

const iso = (at: Date | string) => new Date(at).toISOString();

function toReceipt(row: ReceiptRow): PaymentReceipt {
  return {
    id: row.id,
    receipt_no: row.receipt_no,
    main_id: row.due_id,
    month: monthLabelOfIso(row.month),
    date: row.date,
    method: row.method,
    amount: poishaToTaka(row.amount_poisha),
    online: row.gateway_payment_id !== null,
    trx_id: row.trx_id ?? null,
    sandbox: row.sandbox === true,
    refunded: row.refunded_poisha !== null,
    refunded_amount: poishaToTaka(Number(row.refunded_poisha ?? 0)),
    created_at: iso(row.created_at),
  };
}

/**
 * One payment's receipt, for the member who paid it or a finance admin (the monthly contributions' area);
 * anyone else is refused. An admin without the area is refused before anything is read; a member learns
 * only whether a payment of theirs exists (another member's is 403, an unknown one 404).
 */
export async function paymentReceipt(
  ctx: ServiceContext & { actor: AdminPrincipal | MemberPrincipal },
  paymentId: number,
): Promise<ReceiptDocument> {
  const { actor } = ctx;
  if (actor.kind === 'admin' && !canAccessArea(actor.privilege, 'monthly'))
    throw new AppError('FORBIDDEN', 'auth.notAllowed', AUTH_MESSAGES.notAllowed);
  const row = await findReceipt(ctx.db, paymentId);
  if (!row) throw new AppError('NOT_FOUND', 'receipts.notFound', 'No such payment.');
  if (actor.kind === 'member' && row.member_id !== actor.memberId)
    throw new AppError('FORBIDDEN', 'receipts.notYourPayment', 'This payment is not yours.');
  return {
    ...toReceipt(row),
    member_no: row.member_no,
    name: row.name,
    note: row.note,
    refunded_at: row.refunded_at ? iso(row.refunded_at) : null,
  };
}

/** The member's own payments with their receipt numbers, newest first, a page at a time. */
export async function listPaymentReceipts(
  ctx: MemberContext,
  page: PaymentReceiptsQuery,
): Promise<PaymentReceiptsPage> {
  const [rows, total] = await Promise.all([
    memberReceipts(ctx.db, ctx.actor.memberId, page),
    countMemberReceipts(ctx.db, ctx.actor.memberId),
  ]);
  return { entries: rows.map(toReceipt), total };
}
