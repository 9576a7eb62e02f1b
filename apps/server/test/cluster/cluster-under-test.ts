import { appendFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Cluster, startCluster } from '../../../../infra/cluster/start-cluster.mjs';

/** Where the instances', Caddy's and s3rver's output goes during the test (printed when the start fails). */
export const CLUSTER_LOG = join(tmpdir(), 'samity-cluster-test.log');

/**
 * The same cluster `npm run cluster` starts, on its own ports and database (CLUSTER_TEST_PORT, default 3990;
 * database samity_cluster_test, dropped at the end), with the instances logging warnings and errors.
 */
export async function startClusterUnderTest(): Promise<Cluster> {
  writeFileSync(CLUSTER_LOG, '');
  const lines: string[] = [];
  try {
    return await startCluster({
      port: Number(process.env.CLUSTER_TEST_PORT ?? 3990),
      postgresUrl: process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      database: 'samity_cluster_test',
      logLevel: 'warn',
      dropDatabaseOnStop: true,
      log: (line) => {
        lines.push(line);
        appendFileSync(CLUSTER_LOG, `${line}\n`);
      },
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${lines.slice(-40).join('\n')}`);
  }
}
