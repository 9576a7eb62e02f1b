import type { HumanProofChallenge } from '@samity/domain';
import { solveChallenge } from 'altcha-lib/v1';

/**
 * The difficulty of test callers' challenges: small, so a test solves one in milliseconds. The server's own
 * default (HUMAN_PROOF_LIMITS.maxNumber) is what the browser and the benchmark solve.
 */
export const TEST_HUMAN_PROOF_MAX_NUMBER = 1000;

/** Solves a challenge as the browser does and answers the proof a form sends (base64 of the solution). */
export async function solveHumanProof(challenge: HumanProofChallenge): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('solveHumanProof: the challenge has no solution');
  const payload = { ...challenge, number: solution.number };
  const { maxnumber: _drop, ...sent } = payload;
  return Buffer.from(JSON.stringify(sent)).toString('base64');
}

/** Any caller of the app router (a test caller, as anyone). */
interface ChallengeSource {
  public: { proofChallenges: { create: () => Promise<HumanProofChallenge> } };
}

/** A real proof for an anonymous form: a challenge from the caller's server, solved (decision 027). */
export async function humanProof(caller: ChallengeSource): Promise<string> {
  return solveHumanProof(await caller.public.proofChallenges.create());
}

/** The form with a real proof added, from a challenge of `caller`'s server (its clock decides the expiry). */
export async function withHumanProof<T extends object>(
  caller: ChallengeSource,
  form: T,
): Promise<T & { proof: string }> {
  return { ...form, proof: await humanProof(caller) };
}
