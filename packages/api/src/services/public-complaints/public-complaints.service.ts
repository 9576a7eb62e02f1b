import type { PublicComplaint } from '@samity/domain';
import { enforceRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.service';
import type { ServiceContext } from '../service-context';
import { insertPublicComplaint } from './public-complaints.queries';

/** Anyone may file a complaint without logging in, so one address may file only a few in a short time. */
export const PUBLIC_COMPLAINT_LIMIT: RateLimitRule = {
  name: 'public-complaint',
  limit: 5,
  windowSeconds: 600,
};

/**
 * Files a visitor's complaint. Input is already validated (invalid input never counts against the limit);
 * over the limit this refuses with TOO_MANY_REQUESTS before anything is written.
 */
export async function filePublicComplaint(ctx: ServiceContext, complaint: PublicComplaint): Promise<number> {
  const now = ctx.now();
  await enforceRateLimit(ctx.db, PUBLIC_COMPLAINT_LIMIT, ctx.request.ip, now);
  return insertPublicComplaint(ctx.db, { ...complaint, submitted_at: now });
}
