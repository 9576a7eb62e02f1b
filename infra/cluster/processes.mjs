import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * A child process of the cluster whose output lines go to `log` prefixed with its name, so the instances'
 * logs stay apart in one terminal. stop() asks it to end (SIGTERM: the app finishes requests in flight) and
 * kills it if it has not ended within the grace time.
 */
export function startProcess(name, command, args, { env, log }) {
  // Its own process group: Ctrl-C reaches only the launcher, which stops the proxy before the instances.
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  // Should the launcher itself end without stopping the cluster, no process is left behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => log(`[${name}] ${line}`));
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      process.off('exit', killOnExit);
      resolve({ code, signal });
    });
    child.on('error', (error) => {
      log(`[${name}] ${error.message}`);
      resolve({ code: null, signal: null });
    });
  });
  let stopping;
  const stop = (graceMs = 12_000) => {
    stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    })();
    return stopping;
  };
  return { name, child, exited, stop };
}

/** Waits until url answers 200; fails early, with a clear message, if the process behind it ends first. */
export async function waitUntilHealthy(url, proc, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  proc.exited.then(() => {
    ended = true;
  });
  while (Date.now() < deadline) {
    if (ended) throw new Error(`${proc.name} ended before ${url} answered (see its log above)`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Caddy from Debian's package (apt-get install caddy); a clear message instead of a spawn error. */
export function requireCaddy() {
  const version = spawnSync('caddy', ['version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0)
    throw new Error('Caddy is not installed: apt-get install caddy (Debian 12 ships 2.6.2).');
  return version.stdout.trim();
}
