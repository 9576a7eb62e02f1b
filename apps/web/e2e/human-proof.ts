import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/**
 * A real proof for an anonymous form sent straight to the API (decision 027): the server's challenge, solved
 * here as the browser's worker does (the number whose SHA-256 of salt + number is the challenge).
 */
export async function proofFor(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/proof-challenges');
  const challenge = (await answer.json()) as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') !== challenge.challenge)
      continue;
    const { algorithm, salt, signature } = challenge;
    return Buffer.from(
      JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
    ).toString('base64');
  }
  throw new Error('proofFor: the challenge has no solution');
}
