import { enforceRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.service';
import type { MemberContext } from '../service-context';

/**
 * What one member may file in an hour (complaints, update requests and cars, each counted on its own):
 * far above any honest use, low enough that a stolen session or a stuck script cannot flood the admins'
 * lists. Over the limit: 429 with Retry-After, before anything is written.
 */
export const MEMBER_FILING_LIMITS = {
  objection: { name: 'member-objection', limit: 30, windowSeconds: 3600 },
  updateRequest: { name: 'member-update-request', limit: 30, windowSeconds: 3600 },
  car: { name: 'member-car', limit: 60, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>;

export function enforceFilingLimit(
  ctx: MemberContext,
  kind: keyof typeof MEMBER_FILING_LIMITS,
): Promise<void> {
  return enforceRateLimit(ctx.db, MEMBER_FILING_LIMITS[kind], String(ctx.actor.memberId), ctx.now());
}
