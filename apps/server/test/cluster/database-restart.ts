import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { DEMO_MEMBERS } from '@samity/db';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { InstanceName, ProxyClient } from './proxy-client';

/**
 * The database server restarted for real under a steady read load through the proxy (issue 38 §5): both
 * instances answer 200, or 503 with Retry-After and the key `service.unavailable`, never a 500; a public list
 * read before serves its kept answer throughout; after it every request answers 200 again without help. A
 * restart on a quiet machine is over in well under a second, and the instances' pools may ride it out by
 * connecting again (every answer 200): that the server was restarted is read from PostgreSQL itself
 * (pg_postmaster_start_time), not from the answers. The cluster test runs alone (CI's step of its own), so it may
 * restart the machine's PostgreSQL: CLUSTER_PG_RESTART names the command, by default Debian's
 * `pg_ctlcluster <version> main restart` (a fast shutdown ends every connection, then it starts again).
 */
async function startedAt(): Promise<string> {
  const client = new pg.Client({
    connectionString: process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await client.connect();
  try {
    return (await client.query('SELECT pg_postmaster_start_time()::text AS at')).rows[0].at;
  } finally {
    await client.end();
  }
}

function restartPostgres(): void {
  const command = process.env.CLUSTER_PG_RESTART;
  if (command) {
    execFileSync('sh', ['-c', command], { stdio: 'inherit' });
    return;
  }
  const [version] = readdirSync('/etc/postgresql');
  if (!version) throw new Error('no /etc/postgresql/<version>: set CLUSTER_PG_RESTART to restart PostgreSQL');
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], {
    stdio: 'inherit',
  });
}

export function databaseRestartTests(get: () => { proxy: ProxyClient }) {
  describe('the database restarting under load', () => {
    it('answers 200 or 503 with Retry-After on both instances, never a 500, and recovers by itself', async () => {
      const { proxy } = get();
      const member = DEMO_MEMBERS.find((m) => m.memberNo === '1002')!;
      const cookie = await proxy.login('member', { member: '1002', password: member.password }, 'app1');
      const publicLists = ['/api/members?limit=12&offset=0', '/api/notices-front'];
      const requests = [
        ...publicLists.map((path) => ({ path, cookie: undefined as string | undefined })),
        { path: '/api/member/me', cookie },
        { path: '/readyz', cookie: undefined },
      ];
      // Read once on each instance before: a public list with a kept answer serves it while the database is away.
      for (const instance of ['app1', 'app2'] as const)
        for (const path of publicLists) expect((await proxy.send(path, { instance })).status, path).toBe(200);

      const statuses = new Map<number, number>();
      const problems: string[] = [];
      let readyRefused = 0;
      let stop = false;
      const readLoop = async (instance: InstanceName) => {
        for (let i = 0; !stop; i++) {
          const request = requests[i % requests.length]!;
          const res = await proxy.send(request.path, {
            instance,
            ...(request.cookie ? { cookie: request.cookie } : {}),
          });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (request.path === '/readyz') {
            if (res.status === 503) readyRefused++;
            continue;
          }
          if (res.status === 200) continue;
          if (publicLists.includes(request.path)) {
            problems.push(`${instance} ${request.path}: a public list read before answered ${res.status}`);
            continue;
          }
          if (res.status !== 503) {
            problems.push(`${instance} ${request.path}: ${res.status} ${res.body.toString().slice(0, 200)}`);
            continue;
          }
          const body = res.json();
          if ((body.data ?? body.error?.data)?.key !== 'service.unavailable')
            problems.push(
              `${instance} ${request.path}: 503 without the key: ${res.body.toString().slice(0, 200)}`,
            );
          if (!(Number(res.headers['retry-after']) > 0))
            problems.push(`${instance} ${request.path}: no Retry-After`);
        }
      };
      const before = await startedAt();
      // Two clients on each instance, reading steadily.
      const loops = (['app1', 'app2', 'app1', 'app2'] as const).map(readLoop);
      await new Promise((resolve) => setTimeout(resolve, 500));
      restartPostgres();
      // The database is back: the instances recover without help.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      stop = true;
      await Promise.all(loops);

      console.log(`answers by status across the restart: ${JSON.stringify(Object.fromEntries(statuses))}`);
      console.log(`/readyz answered 503 ${readyRefused} times`);
      // The restart happened (a drill that never saw one would prove nothing), and no answer was a 500.
      expect(await startedAt()).not.toBe(before);
      expect(problems).toEqual([]);
      expect(statuses.get(500) ?? 0).toBe(0);
      expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
      for (const instance of ['app1', 'app2'] as const)
        for (const request of requests) {
          const res = await proxy.send(request.path, {
            instance,
            ...(request.cookie ? { cookie: request.cookie } : {}),
          });
          expect(res.status, `${instance} ${request.path}`).toBe(200);
        }
    }, 90_000);
  });
}
