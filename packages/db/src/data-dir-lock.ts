import { mkdirSync } from 'node:fs';
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

/**
 * Two writers on one PGlite directory silently lose writes, so the directory is locked
 * for the life of the process. proper-lockfile refreshes the lock and treats it as stale if the holder died.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      // Beside the directory, not inside: PGlite wants its data directory to itself.
      lockfilePath: `${dataDir}.lock`,
      stale: 15_000,
      update: 5_000,
      retries: 0,
      onCompromised: (error) => {
        // Another process took over the directory: continuing would split the database.
        console.error(`Lost the lock on ${dataDir}: ${error.message}. Exiting to protect the data.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
