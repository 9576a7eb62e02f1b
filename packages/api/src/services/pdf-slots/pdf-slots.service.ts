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

const pdfBusy = () =>
  new AppError(
    'TOO_MANY_REQUESTS',
    'pdf.busy',
    `Your other files are still being made: at most ${PDF_IN_FLIGHT.limit} at once. Try again in a moment.`,
    { retryAfterSeconds: PDF_BUSY_RETRY_SECONDS },
  );

/**
 * The slots this instance holds, per account, by the time each was granted. Only granted slots are counted,
 * so when this instance alone holds the account's cap the database would refuse too: such an ask is refused
 * without a query. On the embedded database the queries run on the server's own thread, and a member who
 * keeps asking must not make every other request wait behind their refusals. A slot counts here for the
 * rule's window at most, as its hit does in the database (a making that never ended frees it all the same).
 */
const heldHere = new Map<string, Set<{ at: number }>>();

function heldBy(account: string, now: Date): Set<{ at: number }> {
  const held = heldHere.get(account) ?? new Set();
  for (const slot of held)
    if (now.getTime() - slot.at >= PDF_IN_FLIGHT.windowSeconds * 1000) held.delete(slot);
  return held;
}

/**
 * Takes one of the account's PDF slots, or refuses with 429 (and nothing is made); answers the function
 * that gives the slot back, to be called however the making ends.
 */
export async function takePdfSlot(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  actor: AdminPrincipal | MemberPrincipal,
): Promise<() => Promise<void>> {
  const account = pdfAccount(actor);
  if (heldBy(account, ctx.now()).size >= PDF_IN_FLIGHT.limit) throw pdfBusy();
  const decision = await consumeFirstAllowed(ctx.db, [[{ rule: PDF_IN_FLIGHT, key: account }]], ctx.now());
  if (!decision.allowed) throw pdfBusy();
  const held = heldBy(account, ctx.now());
  const slot = { at: ctx.now().getTime() };
  heldHere.set(account, held.add(slot));
  return async () => {
    held.delete(slot);
    if (held.size === 0 && heldHere.get(account) === held) heldHere.delete(account);
    await refundHits(ctx.db, decision.hits);
  };
}
