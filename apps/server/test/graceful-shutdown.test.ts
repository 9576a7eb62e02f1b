import { once } from 'node:events';
import { connect } from 'node:net';
import { solveHumanProof } from '@samity/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningServer,
  type ServerDatabase,
  serverDatabase,
  startBuiltServer,
  withDirectDb,
} from './built-server';

/**
 * A stop signal (what `docker stop`, systemd or Ctrl-C sends) must not cut off a request in flight: the built
 * server gets SIGTERM while a client is half-way through sending a complaint. Readiness turns 503 first, then
 * the listener closes (new connections refused), the complaint is still answered 200 and written, and the
 * process exits 0. Runs on PostgreSQL with DATABASE_URL, on a new embedded database without.
 */
const DELAY_SECONDS = 2;

let database: ServerDatabase;
let server: RunningServer;
beforeAll(async () => {
  database = await serverDatabase('shutdown', false);
  server = await startBuiltServer(database, {
    // Debug: the request's arrival is logged, which is how the test knows it is in flight.
    LOG_LEVEL: 'debug',
    SHUTDOWN_DELAY_SECONDS: String(DELAY_SECONDS),
    HUMAN_PROOF_MAX_NUMBER: '1000',
  });
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await database?.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until check answers something other than undefined, or fails after timeoutMs. */
async function waitFor<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}:\n${server.output()}`);
}

const status = (path: string) =>
  fetch(`${server.url}${path}`).then(
    (res) => res.status,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? 'failed',
  );

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new connections, and exits 0', {
    timeout: 60_000,
  }, async () => {
    expect(await status('/readyz')).toBe(200);
    const issue = `Sent while the server stops ${Date.now()}`;
    const challenge = await fetch(`${server.url}/api/proof-challenges`, { method: 'POST' });
    const proof = await solveHumanProof((await challenge.json()) as Parameters<typeof solveHumanProof>[0]);
    const body = JSON.stringify({ name: 'Rahim Uddin', phone: '01712345678', issue, proof });
    const { port } = new URL(server.url);

    // The headers and half the body now; the rest only once the server is draining.
    const socket = connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const closed = once(socket, 'close');
    socket.write(
      'POST /api/public-complains-add HTTP/1.1\r\n' +
        `Host: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );
    await waitFor('the request to arrive', 10_000, async () =>
      server.output().includes('"url":"/api/public-complains-add"') ? true : undefined,
    );

    const exited = server.stop('SIGTERM');
    // Draining: not ready, still alive, still listening for SHUTDOWN_DELAY_SECONDS.
    expect(
      await waitFor('readiness 503', 5_000, async () =>
        (await status('/readyz')) === 503 ? 503 : undefined,
      ),
    ).toBe(503);
    const draining = await fetch(`${server.url}/readyz`);
    expect(await draining.json()).toMatchObject({ status: 'unavailable', reason: 'shutting down' });
    expect(await status('/healthz')).toBe(200);

    // Then the listener closes: a new connection is refused while the complaint is still being sent.
    expect(
      await waitFor('the listener to close', (DELAY_SECONDS + 5) * 1000, async () => {
        const result = await status('/healthz');
        return result === 'ECONNREFUSED' ? result : undefined;
      }),
    ).toBe('ECONNREFUSED');
    expect(answer).toBe('');

    socket.write(body.slice(20));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: true });
    expect(await exited, server.output()).toBe(0);
    expect(server.output()).toContain('shutting down');

    const written = await withDirectDb(database.target, (handle) =>
      handle.db.selectFrom('public_complaints').select('issue').where('issue', '=', issue).execute(),
    );
    expect(written).toHaveLength(1);
  });
});
