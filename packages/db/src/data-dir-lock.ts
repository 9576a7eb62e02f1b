import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The embedded database in ${dataDir} is already in use by another Samity process. ` +
        'Stop that process first, or start this one with a different DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Directories this process holds: a second opener inside the same process is refused like any other. */
const heldHere = new Set<string>();

/**
 * Two writers on one PGlite directory silently lose writes, so the directory is locked
 * for the life of the process. proper-lockfile refreshes the lock and treats it as stale if the holder died.
 * A holder killed outright (SIGKILL, out of memory, power cut) leaves its lock behind for up to the stale
 * time, which would make a process manager's immediate restart fail; so the lock also names its holder
 * (host and process id), and a lock whose holder is known to be gone on this host is taken over at once.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  // Beside the directory, not inside: PGlite wants its data directory to itself.
  const lockPath = `${dataDir}.lock`;
  const holderPath = `${dataDir}.lock-holder`;
  let release: () => Promise<void>;
  try {
    release = await takeLock(dataDir, lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    if (heldHere.has(dataDir) || !holderIsGone(holderPath)) throw new DataDirLockedError(dataDir);
    rmSync(lockPath, { recursive: true, force: true });
    try {
      release = await takeLock(dataDir, lockPath);
    } catch (retryError) {
      // Another starter took it over first: it is in use after all.
      if ((retryError as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
      throw retryError;
    }
  }
  heldHere.add(dataDir);
  writeFileSync(holderPath, JSON.stringify({ host: hostname(), pid: process.pid }));
  return async () => {
    heldHere.delete(dataDir);
    rmSync(holderPath, { force: true });
    await release();
  };
}

function takeLock(dataDir: string, lockPath: string): Promise<() => Promise<void>> {
  return lockfile.lock(dataDir, {
    lockfilePath: lockPath,
    stale: 15_000,
    update: 5_000,
    retries: 0,
    onCompromised: (error) => {
      // Another process took over the directory: continuing would split the database.
      console.error(`Lost the lock on ${dataDir}: ${error.message}. Exiting to protect the data.`);
      process.exit(1);
    },
  });
}

/**
 * True only when the recorded holder certainly no longer runs: same host, and no process with its id (or the
 * id is this process's own, as after a container restart where the server is always process 1, while this
 * process does not hold the directory). Anything uncertain (another host, an unreadable record, a live
 * process with that id) counts as held, and proper-lockfile's stale time decides.
 */
function holderIsGone(holderPath: string): boolean {
  let holder: { host?: unknown; pid?: unknown };
  try {
    holder = JSON.parse(readFileSync(holderPath, 'utf8'));
  } catch {
    return false;
  }
  if (holder.host !== hostname() || typeof holder.pid !== 'number' || !Number.isInteger(holder.pid))
    return false;
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  return isZombie(holder.pid);
}

/** A killed process stays in the process table (state Z) until its parent reaps it: it is gone all the same. */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false;
  }
}
