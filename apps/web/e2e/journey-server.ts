import { spawn } from 'node:child_process';

/** The port the journeys' main servers start from (desktop on it, mobile on the next). */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Runs `use` with a server of the journeys' own: e2e/serve.mjs (the built server, a fresh database, the demo
 * seed) on `port`, with `env` added to the environment, stopped when `use` ends. For journeys that change
 * what the others read, or need settings of their own (no online payment, a failing SMS provider).
 */
export async function withJourneyServer(
  port: number,
  env: Record<string, string>,
  use: (url: string) => Promise<void>,
): Promise<void> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [new URL('./serve.mjs', import.meta.url).pathname], {
    env: { ...process.env, E2E_PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const deadline = Date.now() + 150_000;
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`the journey server on ${port} exited (${child.exitCode})`);
      if (Date.now() > deadline) throw new Error(`the journey server on ${port} did not start in 150 s`);
      if (await answers(`${url}/healthz`)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await use(url);
  } finally {
    child.kill('SIGTERM');
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false; // not listening yet
  }
}
