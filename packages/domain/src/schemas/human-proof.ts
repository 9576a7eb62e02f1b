import { z } from 'zod';

/**
 * The proof that a person sent an anonymous form (decision 027): the browser asks for a challenge, finds the
 * number whose SHA-256 with the challenge's salt gives the challenge (ALTCHA's proof of work, self-hosted),
 * and sends the solution with the form. The server accepts each solved challenge once.
 */
export const HUMAN_PROOF_LIMITS = {
  /**
   * The largest number a challenge hides (its difficulty): a solver tries 5,000 hashes on average, about a
   * second on a cheap phone, a quarter of a second on a desk (docs/benchmarks.md). HUMAN_PROOF_MAX_NUMBER
   * changes it.
   */
  maxNumber: 10_000,
  /** How long a challenge may be solved and sent. */
  challengeMinutes: 10,
  /** The longest proof accepted, in characters: a solution is about 400. */
  proofMaxLength: 1000,
} as const;

export const HUMAN_PROOF_MISSING_MESSAGE =
  'Send the proof of a person: solve a challenge from POST /proof-challenges';

/** The proof field of an anonymous form: the solution in ALTCHA's form (base64 of its JSON). */
export const ZHumanProof = z
  .string({ error: HUMAN_PROOF_MISSING_MESSAGE })
  .min(1, HUMAN_PROOF_MISSING_MESSAGE)
  .max(HUMAN_PROOF_LIMITS.proofMaxLength, 'The proof of a person is too long')
  .describe(
    'The proof that a person sent the form: base64 of the JSON {algorithm, challenge, number, salt, signature}, ' +
      'where number is the solution of a challenge from POST /proof-challenges (the number whose SHA-256 of ' +
      'salt + number is the challenge). Each challenge is accepted once, within 10 minutes.',
  );

/** A challenge to solve (ALTCHA's form). */
export const ZHumanProofChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().describe('Hex SHA-256 of salt + the hidden number'),
  maxnumber: z.number().int().describe('The hidden number is between 0 and this'),
  salt: z.string().describe('Random, with the expiry as a parameter; hash it as it is'),
  signature: z.string().describe('The server’s HMAC of the challenge'),
});
export type HumanProofChallenge = z.infer<typeof ZHumanProofChallenge>;
