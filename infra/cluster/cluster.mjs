// `npm run cluster`: the deployment's topology on this machine (Caddy, two app instances, one PostgreSQL
// database, s3rver for images), with the demo data. Ctrl-C stops everything. Settings (all optional):
//   CLUSTER_PORT          the proxy's port (default 8080); the instances use +1 and +2, s3rver +3
//   CLUSTER_POSTGRES_URL  a connection to the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
//   CLUSTER_DATABASE      the database created fresh at every start (default samity_cluster)
//   CLUSTER_LOG_LEVEL     the instances' log level (default warn)
import { startCluster } from './start-cluster.mjs';

let cluster;
let stopping = false;
const shutdown = async (code) => {
  if (stopping) return;
  stopping = true;
  // Still starting: exiting kills the processes started so far (processes.mjs); the database is recreated
  // at the next start anyway.
  if (!cluster) process.exit(code);
  console.log('Stopping the cluster...');
  await cluster.stop();
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(cluster ? 0 : 130));
process.on('SIGTERM', () => void shutdown(cluster ? 0 : 143));

const port = Number(process.env.CLUSTER_PORT ?? 8080);
cluster = await startCluster({
  port,
  postgresUrl: process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  database: process.env.CLUSTER_DATABASE ?? 'samity_cluster',
  logLevel: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
}).catch((error) => {
  console.error(`Cannot start the cluster: ${error.message}`);
  process.exit(1);
});

console.log(
  [
    '',
    `Samity cluster: http://localhost:${port}  (Caddy ${cluster.caddyVersion.split(' ')[0]}, round robin)`,
    ...cluster.instances.map((i) => `  ${i.name}  ${i.url}`),
    `  database  PostgreSQL ${cluster.database} (created fresh)`,
    `  images    s3rver ${cluster.s3Url}`,
    'Ctrl-C stops everything.',
  ].join('\n'),
);

// A process that ends on its own leaves a half cluster: stop the rest rather than serve from it.
for (const proc of cluster.processes)
  proc.exited.then(() => {
    if (!stopping) {
      console.error(`${proc.name} ended on its own; stopping the cluster.`);
      void shutdown(1);
    }
  });
