import type { HumanProofChallenge } from '@samity/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { trpc } from './trpc';

/**
 * The proof that a person sent an anonymous form (decision 027): the server's challenge, solved in a Web
 * Worker in the background while the person fills the form in, and sent with it. Nothing to click or read;
 * at most a short "checking" on the button when the form is sent before the solving is done.
 */

/** A proof made longer ago than this is made again: its challenge expires after 10 minutes. */
const FRESH_MS = 8 * 60_000;

function solveInWorker(challenge: HumanProofChallenge): Promise<number> {
  return new Promise((resolve, reject) => {
    // A file of its own that the page fetches only now (CSP: script-src 'self'), never in a first load.
    const worker = new Worker(new URL('./human-proof.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<number | null>) => {
      worker.terminate();
      if (typeof event.data === 'number') resolve(event.data);
      else reject(new Error('The challenge has no solution'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The proof worker failed'));
    };
    worker.postMessage(challenge);
  });
}

/** Without Web Workers (rare), the same solver on the page's thread, loaded only then. */
async function solveHere(challenge: HumanProofChallenge): Promise<number> {
  const { solveChallenge } = await import('altcha-lib/v1');
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('The challenge has no solution');
  return solution.number;
}

async function solve(challenge: HumanProofChallenge): Promise<string> {
  const number =
    typeof Worker === 'function'
      ? await solveInWorker(challenge).catch(() => solveHere(challenge))
      : await solveHere(challenge);
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
}

interface Pending {
  proof: Promise<string>;
  at: number;
}

/**
 * `prepare()` starts solving a challenge (call it when the form opens or gets focus); `take()` answers the
 * proof for one submit (waiting for the solving if needed; `checking` is true meanwhile). Each proof is
 * accepted once, so the next take solves a new challenge.
 */
export function useHumanProof() {
  const utils = trpc.useUtils();
  const pending = useRef<Pending | null>(null);
  const [checking, setChecking] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const prepare = useCallback(() => {
    const current = pending.current;
    if (current && Date.now() - current.at < FRESH_MS) return;
    const proof = utils.client.public.proofChallenges.create.mutate().then(solve);
    const made: Pending = { proof, at: Date.now() };
    // A failure (offline) is not kept: the next prepare or take asks again.
    proof.catch(() => {
      if (pending.current === made) pending.current = null;
    });
    pending.current = made;
  }, [utils]);

  const take = useCallback(async (): Promise<string> => {
    prepare();
    const made = pending.current as Pending;
    pending.current = null;
    setChecking(true);
    try {
      return await made.proof;
    } finally {
      if (mounted.current) setChecking(false);
    }
  }, [prepare]);

  return { prepare, take, checking };
}
