import { AppError } from '@samity/domain';
import type { AdminPrincipal, MemberPrincipal } from '../principals';
import { consumeFirstAllowed, type RateLimitRule, refundHits } from '../rate-limit/rate-limit.service';
import type { ServiceContext } from '../service-context';

/**
 * PDFs one account may have in the making at once (docs/security.md, "PDFs"). A Bengali PDF takes a PDF
 * thread hundreds of milliseconds; without a cap one member asking for dozens at a time would fill the
 * threads' queue and make everyone else's files wait. Counted in the database (a hit per PDF in the making,
 * taken back when it is done), so the cap holds across the instances of a cluster; the window only bounds
 * how long the hit of an instance that died while making a PDF keeps a slot taken.
 */
export const PDF_IN_FLIGHT: RateLimitRule = { name: 'pdf-in-flight', limit: 2, windowSeconds: 120 };

/** What a refused PDF answers in Retry-After: a PDF is made in about a second, so try again soon. */
const PDF_BUSY_RETRY_SECONDS = 2;

/** The account a PDF is made for: an admin (session or API key) or a member. */
export const pdfAccount = (actor: AdminPrincipal | MemberPrincipal) =>
  actor.kind === 'admin' ? `admin:${actor.adminId}` : `member:${actor.memberId}`;

/**
 * Takes one of the account's PDF slots, or refuses with 429 (and nothing is made); answers the function
 * that gives the slot back, to be called however the making ends.
 */
export async function takePdfSlot(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  actor: AdminPrincipal | MemberPrincipal,
): Promise<() => Promise<void>> {
  const decision = await consumeFirstAllowed(
    ctx.db,
    [[{ rule: PDF_IN_FLIGHT, key: pdfAccount(actor) }]],
    ctx.now(),
  );
  if (!decision.allowed) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'pdf.busy',
      `Your other files are still being made: at most ${PDF_IN_FLIGHT.limit} at once. Try again in a moment.`,
      { retryAfterSeconds: PDF_BUSY_RETRY_SECONDS },
    );
  }
  return () => refundHits(ctx.db, decision.hits);
}
