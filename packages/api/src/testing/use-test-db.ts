import type { DbHandle } from '@samity/db';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createEmptyTestDb, createTestDb, registerLiveView } from './test-db';

export interface UseTestDbOptions {
  /** Migrated but without the demo seed, as production starts (createEmptyTestDb). */
  empty?: boolean;
  /** A new database for every test rather than one for the whole file. */
  perTest?: boolean;
}

/**
 * The test database of a file (or of each test, with perTest): opened before and closed after by vitest's
 * hooks. Call it at the top of the file; the answer is a live view, so `handle.db` is the open database
 * inside every test and later hook, and helpers may take it like any other handle.
 */
export function useTestDb(options: UseTestDbOptions = {}): DbHandle {
  let current: DbHandle | null = null;
  const open = async () => {
    current = options.empty ? await createEmptyTestDb() : await createTestDb();
  };
  const close = async () => {
    const closing = current;
    current = null;
    await closing?.close();
  };
  if (options.perTest) {
    beforeEach(open);
    afterEach(close);
  } else {
    beforeAll(open);
    afterAll(close);
  }
  const live = (): DbHandle => {
    if (!current) throw new Error('useTestDb: the database is open only inside tests and the hooks after it');
    return current;
  };
  const view: DbHandle = {
    get db() {
      return live().db;
    },
    get kind() {
      return live().kind;
    },
    get dumpEmbedded() {
      return live().dumpEmbedded;
    },
    listenForChanges: (handlers) => live().listenForChanges(handlers),
    close,
  };
  registerLiveView(view, live);
  return view;
}
