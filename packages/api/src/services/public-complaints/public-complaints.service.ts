import { AppError, type PublicComplaint } from '@samity/domain';
import { findMemberByNo } from '../members/members.queries';
import { clientAddressKey } from '../rate-limit/client-address';
import { enforceRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.service';
import type { ServiceContext } from '../service-context';
import { insertPublicComplaint } from './public-complaints.queries';

/** Anyone may file a complaint without logging in, so one address may file only a few in a short time. */
export const PUBLIC_COMPLAINT_LIMIT: RateLimitRule = {
  name: 'public-complaint',
  limit: 5,
  windowSeconds: 600,
};

const UNKNOWN_MEMBER_NO_MESSAGE = 'No member has this member number. Check it, or leave it blank.';

/**
 * Files a visitor's complaint. Input is already validated (invalid input never counts against the limit);
 * a member number no member has is refused (400 on the field) so the desk never gets a complaint against
 * nobody; over the limit this refuses with TOO_MANY_REQUESTS before anything is written. Member numbers are
 * public (the members list shows them), so the check reveals nothing.
 */
export async function filePublicComplaint(ctx: ServiceContext, complaint: PublicComplaint): Promise<number> {
  if (complaint.member_no !== null && !(await findMemberByNo(ctx.db, complaint.member_no)))
    throw new AppError('BAD_REQUEST', 'complaint.unknownMemberNo', UNKNOWN_MEMBER_NO_MESSAGE, {
      fieldErrors: { member_no: UNKNOWN_MEMBER_NO_MESSAGE },
    });
  const now = ctx.now();
  await enforceRateLimit(ctx.db, PUBLIC_COMPLAINT_LIMIT, clientAddressKey(ctx.request.ip), now);
  return insertPublicComplaint(ctx.db, { ...complaint, submitted_at: now });
}
