import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test } from 'vitest';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
let child: ChildProcess | undefined;

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = undefined;
});

/** The CLI run from source (the same code tsc compiles to dist/main.js), with the given environment. */
function run(env: Record<string, string>) {
  child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  return { child, output: () => out };
}

async function waitFor(output: () => string, pattern: RegExp, ms = 20_000): Promise<RegExpMatchArray> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const match = output().match(pattern);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${pattern} in: ${output()}`);
}

test('the CLI listens on PORT, prints the base URL and credentials, and serves grant', async () => {
  const { child: proc, output } = run({ PORT: '0' });
  const [, baseUrl] = await waitFor(output, /BKASH_BASE_URL=(\S+)/);
  expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\.2\.0-beta\/tokenized\/checkout$/);
  expect(output()).toContain('bKash SANDBOX (no real money)');
  expect(output()).toContain('BKASH_APP_KEY=samity-sandbox-app-key');
  expect(output()).toContain('BKASH_PASSWORD=sandboxMerchant@12345');

  const response = await fetch(`${baseUrl}/token/grant`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      username: 'sandboxMerchant',
      password: 'sandboxMerchant@12345',
    },
    body: JSON.stringify({ app_key: 'samity-sandbox-app-key', app_secret: 'samity-sandbox-app-secret' }),
  });
  expect(((await response.json()) as { statusCode: string }).statusCode).toBe('0000');

  proc.kill('SIGTERM');
  const [code] = await once(proc, 'exit');
  expect(code).toBe(0);
});

test('the CLI refuses a PORT that is not a port', async () => {
  const { child: proc, output } = run({ PORT: 'eighty' });
  const [code] = await once(proc, 'exit');
  expect(code).toBe(1);
  expect(output()).toContain("PORT must be a port number, got 'eighty'");
});
