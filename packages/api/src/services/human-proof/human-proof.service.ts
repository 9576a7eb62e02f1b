import { randomBytes } from 'node:crypto';
import type { Db } from '@samity/db';
import { AppError, HUMAN_PROOF_LIMITS, type HumanProofChallenge } from '@samity/domain';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { z } from 'zod';
import type { ServiceContext } from '../service-context';
import { deleteSpentBefore, findStoredKey, spendSalt, storeKeyOnce } from './human-proof.queries';

/**
 * The proof that a person sent an anonymous form (decision 027): a proof-of-work challenge signed with our
 * own HMAC key, solved by the browser, accepted once. No outside service is asked anything.
 */

/** The database's key, read once per database handle (it never changes once made). */
const storedKeys = new WeakMap<Db, Promise<string>>();

async function loadOrMakeKey(db: Db, now: Date): Promise<string> {
  const found = await findStoredKey(db);
  if (found) return found;
  await storeKeyOnce(db, randomBytes(32).toString('base64url'), now);
  const stored = await findStoredKey(db);
  if (!stored) throw new Error('human_proof_key: no key after storing one');
  return stored;
}

function hmacKeyOf(ctx: ServiceContext): Promise<string> {
  const configured = ctx.humanProof?.hmacKey;
  if (configured) return Promise.resolve(configured);
  let key = storedKeys.get(ctx.db);
  if (!key) {
    key = loadOrMakeKey(ctx.db, ctx.now());
    // A failed read is not remembered: the next request tries again.
    key.catch(() => storedKeys.delete(ctx.db));
    storedKeys.set(ctx.db, key);
  }
  return key;
}

/** A new challenge, valid for HUMAN_PROOF_LIMITS.challengeMinutes from the server's clock. */
export async function issueChallenge(ctx: ServiceContext): Promise<HumanProofChallenge> {
  const expires = new Date(ctx.now().getTime() + HUMAN_PROOF_LIMITS.challengeMinutes * 60_000);
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    hmacKey: await hmacKeyOf(ctx),
    maxnumber: ctx.humanProof?.maxNumber ?? HUMAN_PROOF_LIMITS.maxNumber,
    expires,
  });
  return {
    ...challenge,
    algorithm: 'SHA-256',
    maxnumber: challenge.maxnumber ?? HUMAN_PROOF_LIMITS.maxNumber,
  };
}

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
/** A solution as the browser sends it, decoded: anything else is a malformed proof. */
const ZSolution = z
  .object({
    algorithm: z.literal('SHA-256'),
    challenge: hex64,
    number: z.number().int().min(0).max(100_000_000),
    salt: z.string().min(1).max(200),
    signature: hex64,
  })
  .strict();

function decode(proof: string): z.infer<typeof ZSolution> | null {
  try {
    return ZSolution.parse(JSON.parse(Buffer.from(proof, 'base64').toString('utf8')));
  } catch {
    return null;
  }
}

const refusal = (key: string, message: string) =>
  new AppError('BAD_REQUEST', key, message, { fieldErrors: { proof: message } });

export const HUMAN_PROOF_INVALID_MESSAGE =
  'The check that a person sent this form failed. Please send it again.';
export const HUMAN_PROOF_EXPIRED_MESSAGE =
  'The check that a person sent this form expired. Please send it again.';
export const HUMAN_PROOF_USED_MESSAGE = 'This form was already sent with this check. Please send it again.';

/**
 * Accepts a proof once, or refuses with 400 before anything else happens: malformed or wrong
 * (humanProof.invalid), past its challenge's expiry on the server's clock (humanProof.expired), or already
 * used (humanProof.used). The salt is spent in the database, so a replay is refused on every instance.
 * Each anonymous form's procedure calls this first, before any limit counts or anything is written.
 */
export async function spendHumanProof(ctx: ServiceContext, proof: string): Promise<void> {
  const solution = decode(proof);
  if (!solution) throw refusal('humanProof.invalid', HUMAN_PROOF_INVALID_MESSAGE);
  const expiresSeconds = Number(extractParams(solution).expires);
  if (!Number.isSafeInteger(expiresSeconds)) throw refusal('humanProof.invalid', HUMAN_PROOF_INVALID_MESSAGE);
  // The expiry is checked on our own clock (ctx.now), so the library's check against the real time is off.
  if (!(await verifySolution(solution, await hmacKeyOf(ctx), false)))
    throw refusal('humanProof.invalid', HUMAN_PROOF_INVALID_MESSAGE);
  const expiresAt = new Date(expiresSeconds * 1000);
  if (expiresAt.getTime() <= ctx.now().getTime())
    throw refusal('humanProof.expired', HUMAN_PROOF_EXPIRED_MESSAGE);
  if (!(await spendSalt(ctx.db, solution.salt, expiresAt)))
    throw refusal('humanProof.used', HUMAN_PROOF_USED_MESSAGE);
}

/** Deletes spent salts whose challenges have expired (run with the rate-limit pruning); answers how many. */
export async function pruneSpentHumanProofs(db: Db, now: Date = new Date()): Promise<number> {
  return deleteSpentBefore(db, now);
}
