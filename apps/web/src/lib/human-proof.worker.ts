import type { HumanProofChallenge } from '@samity/domain';
import { solveChallenge } from 'altcha-lib/v1';

/**
 * Solves an anonymous form's challenge off the page's thread (decision 027), so typing and scrolling stay
 * smooth on a cheap phone while it hashes. Answers the number, or null when none fits.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<HumanProofChallenge>) => void) | null;
  postMessage(message: number | null): void;
};

scope.onmessage = (event) => {
  const { challenge, salt, algorithm, maxnumber } = event.data;
  void solveChallenge(challenge, salt, algorithm, maxnumber).promise.then(
    (solution) => scope.postMessage(solution ? solution.number : null),
    () => scope.postMessage(null),
  );
};
