import { createInterface, type Interface } from 'node:readline';

/**
 * Reads lines from stdin. On a terminal the typed characters are not echoed (a password must not stay on
 * screen or in a terminal recording); from a pipe, lines are read as they come (scripts, tests).
 */
export function secretReader(): { ask(question: string): Promise<string>; close(): void } {
  const terminal = Boolean(process.stdin.isTTY);
  const rl: Interface = createInterface({ input: process.stdin, output: process.stdout, terminal });
  let muted = false;
  if (terminal) {
    // readline echoes through this method; while muted, only the question itself is shown.
    const echo = rl as unknown as { _writeToOutput(text: string): void; output: NodeJS.WritableStream };
    echo._writeToOutput = (text: string) => {
      if (!muted || text.includes('\n')) echo.output.write(muted ? '\n' : text);
    };
  }
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question) {
      process.stdout.write(question);
      muted = true;
      const next = await lines.next();
      muted = false;
      if (!terminal) process.stdout.write('\n');
      if (next.done) throw new Error('No input: the password was not given.');
      return next.value as string;
    },
    close: () => rl.close(),
  };
}
