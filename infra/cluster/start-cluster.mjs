import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { createFreshDatabase, dropDatabase } from './database.mjs';
import { requireCaddy, startProcess, waitUntilHealthy } from './processes.mjs';

const root = new URL('../..', import.meta.url).pathname;
const CADDYFILE = new URL('./Caddyfile', import.meta.url).pathname;
const SERVER_MAIN = join(root, 'apps/server/dist/main.js');
const WEB_INDEX = join(root, 'apps/web/dist/index.html');
const BUCKET = 'samity-images';
// s3rver accepts any request signed with its fixed example keys.
const S3RVER_KEY = 'S3RVER';

/**
 * The deployment's topology on one machine (infra/DEPLOY.md): Caddy on `port` in front of two instances of the
 * built server (port+1, port+2) on one fresh PostgreSQL database, images in a local S3-compatible store
 * (s3rver on port+3). The first instance migrates and seeds the demo before the second starts, as a rolling
 * deployment would. Everything listens on 127.0.0.1 only: the demo's passwords are public.
 */
export async function startCluster({
  port,
  postgresUrl,
  database,
  logLevel = 'warn',
  log = console.log,
  dropDatabaseOnStop = false,
}) {
  if (!existsSync(SERVER_MAIN) || !existsSync(WEB_INDEX))
    throw new Error('The server and web app are not built: npm run build first.');
  const caddyVersion = requireCaddy();
  const workDir = mkdtempSync(join(tmpdir(), 'samity-cluster-'));
  const started = [];
  let objects;
  const stop = async () => {
    for (const proc of started.reverse()) await proc.stop();
    started.length = 0;
    await objects?.close();
    objects = undefined;
    if (dropDatabaseOnStop) await dropDatabase(postgresUrl, database);
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    const databaseUrl = await createFreshDatabase(postgresUrl, database);
    const s3Port = port + 3;
    objects = new S3rver({
      port: s3Port,
      address: '127.0.0.1',
      silent: true,
      directory: join(workDir, 'objects'),
      configureBuckets: [{ name: BUCKET }],
    });
    await objects.run();

    const proxyUrl = `http://127.0.0.1:${port}`;
    const instances = [
      { name: 'app1', port: port + 1 },
      { name: 'app2', port: port + 2 },
    ].map((i) => ({ ...i, address: `127.0.0.1:${i.port}`, url: `http://127.0.0.1:${i.port}` }));
    const processes = {};
    for (const instance of instances) {
      const dataDir = join(workDir, instance.name);
      mkdirSync(dataDir);
      const env = {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(instance.port),
        DATABASE_URL: databaseUrl,
        // Nothing of an instance lives on its own disk; DATA_DIR is only where it would put local files.
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'true',
        // Caddy on this machine: the only peer whose X-Forwarded-For is believed.
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_ORIGIN: `http://localhost:${port}`,
        LOG_LEVEL: logLevel,
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: S3RVER_KEY,
        S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      };
      const proc = startProcess(instance.name, process.execPath, [SERVER_MAIN], { env, log });
      started.push(proc);
      processes[instance.name] = proc;
      await waitUntilHealthy(`${instance.url}/readyz`, proc);
    }

    const caddyDir = join(workDir, 'caddy');
    const caddy = startProcess('caddy', 'caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
      log,
      env: {
        PATH: process.env.PATH,
        HOME: caddyDir,
        XDG_DATA_HOME: caddyDir,
        XDG_CONFIG_HOME: caddyDir,
        CLUSTER_PROXY_PORT: String(port),
        CLUSTER_APP1: instances[0].address,
        CLUSTER_APP2: instances[1].address,
      },
    });
    started.push(caddy);
    await waitUntilHealthy(`${proxyUrl}/healthz`, caddy);

    return {
      proxyUrl,
      instances,
      database,
      databaseUrl,
      caddyVersion,
      s3Url: `http://127.0.0.1:${s3Port}/${BUCKET}`,
      /** Every process of the cluster, to notice one ending on its own. */
      processes: [...started],
      /** Stops one instance (SIGTERM, as a rolling restart does); the proxy must route around it. */
      stopInstance: (name) => processes[name].stop(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
