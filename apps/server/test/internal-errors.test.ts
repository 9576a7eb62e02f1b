import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

/**
 * With the database gone, calls fail inside the server: clients must get a generic message and a 5xx,
 * never the database's message or a stack trace; /readyz must say the service is unavailable (/healthz, the
 * liveness check, stays 200: restarting the process would not bring the database back).
 */
const t = useTestApp();
beforeAll(async () => {
  await t.db.close();
});
afterAll(async () => {
  await t?.app.close();
});

describe('internal failures', () => {
  it('REST answers 500 with a generic message only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/members?limit=12&offset=0' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.message).toBe('Something went wrong. Please try again.');
    expect(res.body).not.toMatch(/stack|\.ts:\d+|pglite|postgres|pool|terminated|closed/i);
  });

  it('tRPC answers 500 with a generic message only', async () => {
    const input = encodeURIComponent(JSON.stringify({ limit: 1 }));
    const res = await t.app.inject({ method: 'GET', url: `/trpc/public.members.list?input=${input}` });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).toBe('Something went wrong. Please try again.');
    expect(res.body).not.toMatch(/stack|\.ts:\d+|pglite|postgres|pool|terminated|closed/i);
  });

  it('readiness reports the database as unavailable; liveness, which asks no database, does not', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    // It names the kind of database, never the failure's own message.
    expect(res.json()).toEqual({
      status: 'unavailable',
      database: t.db.kind,
      reason: 'database unreachable',
      requestId: res.headers['x-request-id'],
    });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
