import { createMember } from '@samity/api/testing';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../../packages/api/src/routes/database-unavailable';
import { cookieFor, useTestApp } from './helpers';

/**
 * A database that goes away for a moment (a restart, a failover) is not a bug: every call answers 503 with
 * Retry-After and the one error body (key `service.unavailable`), never a 500, and the server recovers by
 * itself. The shared PostgreSQL server of the test run is not restarted (other test files use it): the test
 * ends every connection of its own database with pg_terminate_backend, over and over for a while, which is
 * what a restart does to them (SQLSTATE 57P01, then "Connection terminated" on the ones in flight).
 */
describe('what counts as the database being unreachable', () => {
  const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('knows the restart, shutdown and connection errors, also wrapped as a cause', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '08003', 'ECONNREFUSED', 'ECONNRESET'])
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: pgError('57P01') }))).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new AggregateError([pgError('ECONNREFUSED')]), { code: undefined }),
      ),
    ).toBe(true);
  });

  it('leaves every other failure a 500: bugs, constraint and syntax errors', () => {
    for (const code of ['23505', '23514', '42601', '22P02', '40001', undefined])
      expect(isDatabaseUnavailable(pgError(code as string)), String(code)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

// Only PostgreSQL has connections to lose (the embedded database runs in the process), so this is collected
// on PostgreSQL only.
if (process.env.DATABASE_URL) {
  describe('reads while the database drops every connection (PostgreSQL)', () => {
    const t = useTestApp();

    it('answers 200 or 503 with Retry-After, never a 500, and recovers by itself', async () => {
      const member = await createMember(t.db.db, { password: 'outage-member-pass-1' });
      const cookie = await cookieFor(t, member);
      const database = (await sql<{ name: string }>`SELECT current_database() AS name`.execute(t.db.db))
        .rows[0]!.name;
      const publicLists = ['/api/members?limit=12&offset=0', '/api/notices-front', '/trpc/public.stock.list'];
      const requests = [
        ...publicLists.map((url) => ({ url, cookie: undefined as string | undefined })),
        { url: `/api/check-default-password/${member.memberNo}`, cookie },
        {
          url: `/trpc/member.password.get?input=${encodeURIComponent(JSON.stringify({ member_no: member.memberNo }))}`,
          cookie,
        },
        { url: '/readyz', cookie: undefined },
      ];
      // Read once before the outage: a public list with a kept answer serves it while the database is away.
      for (const url of publicLists)
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      const staleServed = 0;
      const statuses = new Map<number, number>();
      const problems: string[] = [];
      let readyRefused = 0;
      let stop = false;
      const readLoop = async () => {
        for (let i = 0; !stop; i++) {
          const request = requests[i % requests.length]!;
          const res = await t.app.inject({
            method: 'GET',
            url: request.url,
            headers: request.cookie ? { cookie: request.cookie } : {},
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (request.url === '/readyz') {
            if (res.statusCode === 503) readyRefused++;
            continue;
          }
          if (res.statusCode === 200) continue;
          if (publicLists.includes(request.url)) {
            problems.push(`${request.url}: a public list read before answered ${res.statusCode}`);
            continue;
          }
          if (res.statusCode !== 503) {
            problems.push(`${request.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
            continue;
          }
          const body = res.json();
          const data = body.data ?? body.error?.data;
          if (data?.key !== 'service.unavailable' || !data?.requestId)
            problems.push(`${request.url}: 503 without the key: ${res.body.slice(0, 200)}`);
          if (!(Number(res.headers['retry-after']) > 0))
            problems.push(`${request.url}: 503 without Retry-After`);
        }
      };
      // Four clients reading at once, as a steady load.
      const loops = [readLoop(), readLoop(), readLoop(), readLoop()];

      // The "restart": for 3 seconds, every connection to the test database is ended as soon as it is seen.
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      let terminated = 0;
      try {
        await new Promise((resolve) => setTimeout(resolve, 300));
        const until = Date.now() + 3000;
        while (Date.now() < until) {
          const { rows } = await admin.query(
            'SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
            [database],
          );
          terminated += rows.filter((row: { done: boolean }) => row.done).length;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        await admin.end();
      }
      // Then the database is back: the server recovers without help.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      stop = true;
      await Promise.all(loops);

      const counts = Object.fromEntries(statuses);
      console.log(`connections ended: ${terminated}; answers by status: ${JSON.stringify(counts)}`);
      expect(problems).toEqual([]);
      expect(statuses.get(500) ?? 0).toBe(0);
      expect(terminated).toBeGreaterThan(0);
      // The outage was felt (a test that never saw one would prove nothing), and /readyz said so.
      expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
      expect(readyRefused).toBeGreaterThan(0);
      for (const request of requests) {
        const res = await t.app.inject({
          method: 'GET',
          url: request.url,
          headers: request.cookie ? { cookie: request.cookie } : {},
        });
        expect(res.statusCode, request.url).toBe(200);
      }
    }, 60_000);
  });
}
