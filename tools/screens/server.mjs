// The real built server on a fresh embedded database with the demo seed (a year of history up to today), as
// `npm start` runs it, in a DATA_DIR of its own under the OS temp dir.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '../../bench/server-process.mjs';

export async function startServer(root, port) {
  const main = join(root, 'apps/server/dist/main.js');
  const web = join(root, 'apps/web/dist');
  if (!existsSync(main) || !existsSync(join(web, 'index.html'))) {
    throw new Error('no build: run `npx turbo run build --filter=@samity/server --filter=@samity/web` first');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'samity-screens-'));
  // A copy of the web build: a rebuild in another terminal must not swap the asset names under the server.
  const webCopy = join(dataDir, 'web');
  cpSync(web, webCopy, { recursive: true });
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webCopy,
  };
  // The embedded database, whatever the caller's shell says, so the demo seed fills it.
  delete env.DATABASE_URL;
  Object.assign(env, { SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'production' });
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/readyz`, child, 180);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
