import { AppError, type Enquiry } from '@samity/domain';
import { toCsv } from '@samity/domain/csv';
import { withAudit } from '../audit/with-audit';
import { toIso, toIsoOrNull } from '../moments';
import type { MemberContext } from '../service-context';
import {
  allDealerEnquiries,
  countDealerEnquiries,
  type DealerEnquiryRow,
  findDealerEnquiry,
  listDealerEnquiries,
  markEnquiriesRead,
  markEnquiryAnswered,
} from './enquiries.queries';

/** A dealer has a few hundred enquiries at most; the file holds them all up to this many. */
const EXPORT_MAX_ROWS = 5000;

function toEnquiry({ read_at, created_at, answered_at, closed_at, ...row }: DealerEnquiryRow): Enquiry {
  return {
    ...row,
    read: read_at !== null,
    created_at: toIso(created_at),
    answered_at: toIsoOrNull(answered_at),
    closed_at: toIsoOrNull(closed_at),
  };
}

/** The session's member's enquiries, newest first; only their own (the member never comes from the input). */
export async function listOwnEnquiries(ctx: MemberContext, page: { limit: number; offset: number }) {
  const [rows, counts] = await Promise.all([
    listDealerEnquiries(ctx.db, ctx.actor.memberId, page),
    countDealerEnquiries(ctx.db, ctx.actor.memberId),
  ]);
  return { entries: rows.map(toEnquiry), ...counts };
}

export async function countUnreadEnquiries(ctx: MemberContext) {
  const { unread } = await countDealerEnquiries(ctx.db, ctx.actor.memberId);
  return { unread };
}

/**
 * The dealer has acted on these (called or texted the buyer, or dismissed the New mark): listing them does not
 * mark them, so a new one stays marked until the dealer does something about it. Ids of another dealer's
 * enquiries change nothing.
 */
export async function markOwnEnquiriesRead(ctx: MemberContext, ids: readonly number[]) {
  return { marked: await markEnquiriesRead(ctx.db, ctx.actor.memberId, ids, ctx.now()) };
}

/**
 * The dealer has answered the buyer (by phone or SMS, outside the site). Another dealer's enquiry is 404,
 * the same as a missing one, so ids reveal nothing; answering twice keeps the first time; a closed enquiry
 * (its car was sold) stays closed.
 */
export async function answerEnquiry(ctx: MemberContext, id: number): Promise<Enquiry> {
  const before = await findDealerEnquiry(ctx.db, id);
  if (!before || before.member_id !== ctx.actor.memberId) {
    if (before)
      ctx.log.warn(
        { event: 'auth.denied', action: 'member.enquiries.answer', memberId: ctx.actor.memberId, id },
        'access denied: another member’s enquiry',
      );
    throw new AppError('NOT_FOUND', 'enquiries.notFound', 'This enquiry is not in your list.');
  }
  const after = await withAudit(
    ctx,
    (row: DealerEnquiryRow) => ({
      action: 'enquiry.answer',
      entity: 'enquiries',
      entityId: id,
      before: { status: before.status },
      after: { status: row.status },
    }),
    async (tx) => {
      await markEnquiryAnswered(tx, id, ctx.now());
      return (await findDealerEnquiry(tx, id)) as DealerEnquiryRow;
    },
  );
  return toEnquiry(after);
}

/**
 * The dealer's enquiries as CSV (their own data, buyers' phones included). Cells a spreadsheet would run as a
 * formula are escaped: a buyer typed them.
 */
export async function exportOwnEnquiries(ctx: MemberContext) {
  const rows = (await allDealerEnquiries(ctx.db, ctx.actor.memberId, EXPORT_MAX_ROWS)).map(toEnquiry);
  const fields = ['created_at', 'car_title', 'name', 'phone', 'preferred_time', 'message', 'status'] as const;
  const csv = toCsv(
    rows.map((row) => fields.map((field) => row[field])),
    { header: fields, bom: true },
  );
  const day = ctx.now().toISOString().slice(0, 10);
  const who = ctx.actor.memberNo.replace(/[^\w-]/g, '_');
  return { filename: `enquiries-${who}-${day}.csv`, csv, count: rows.length };
}
