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
import {
  countMemberReceipts,
  findReceipt,
  memberReceipts,
  receiptsOfGatewayPayments,
} from './receipts.queries';

/** What a receipt shows: the payment as the member's list has it, with the member and the refund's day. */
export interface ReceiptDocument extends PaymentReceipt {
  member_no: string;
  name: string;
  note: string;
  refunded_at: string | null;
}

type ReceiptRow = NonNullable<Awaited<ReturnType<typeof findReceipt>>>;

const iso = (at: Date | string) => new Date(at).toISOString();

/**
 * A receipt: the lead payment (the one asked for, or the first an online payment of several months
 * recorded) with every month it paid, oldest first, and their sums.
 */
function toReceipt(lead: ReceiptRow, months: readonly ReceiptRow[] = [lead]): PaymentReceipt {
  const sum = (of: (r: ReceiptRow) => number) => months.reduce((total, r) => total + of(r), 0);
  const refunded = sum((r) => Number(r.refunded_poisha ?? 0));
  return {
    id: lead.id,
    receipt_no: lead.receipt_no,
    main_id: lead.due_id,
    month: monthLabelOfIso(lead.month),
    date: lead.date,
    method: lead.method,
    amount: poishaToTaka(sum((r) => Number(r.amount_poisha))),
    online: lead.gateway_payment_id !== null,
    trx_id: lead.trx_id ?? null,
    sandbox: lead.sandbox === true,
    refunded: months.some((r) => r.refunded_poisha !== null),
    refunded_amount: poishaToTaka(refunded),
    created_at: iso(lead.created_at),
    months: months.map((r) => ({
      id: r.id,
      receipt_no: r.receipt_no,
      month: monthLabelOfIso(r.month),
      amount: poishaToTaka(Number(r.amount_poisha)),
      refunded_amount: poishaToTaka(Number(r.refunded_poisha ?? 0)),
    })),
  };
}

/** Each receipt's months: its online payment's monthly payments, or the payment alone. */
async function withMonths(db: ServiceContext['db'], leads: readonly ReceiptRow[]) {
  const gatewayIds = leads.flatMap((r) => (r.gateway_payment_id === null ? [] : [r.gateway_payment_id]));
  const siblings = gatewayIds.length ? await receiptsOfGatewayPayments(db, gatewayIds) : [];
  return leads.map((lead) => {
    const months = siblings.filter(
      (r) => lead.gateway_payment_id !== null && r.gateway_payment_id === lead.gateway_payment_id,
    );
    return months.length ? months : [lead];
  });
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
  const [months = [row]] = await withMonths(ctx.db, [row]);
  // Any month's payment of an online payment of several months opens the same one receipt, led by the first.
  const lead = months.reduce((first, r) => (r.id < first.id ? r : first), row);
  return {
    ...toReceipt(lead, months),
    member_no: row.member_no,
    name: row.name,
    note: lead.note,
    refunded_at: lead.refunded_at ? iso(lead.refunded_at) : null,
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
  const months = await withMonths(ctx.db, rows);
  return { entries: rows.map((row, i) => toReceipt(row, months[i])), total };
}
