import type { ChangeListener, DbHandle, PublicReadTable } from '@samity/db';
import { LRUCache } from 'lru-cache';

/** How many answers one instance keeps; each is one page or one short list (every public list is bounded). */
const MAX_ENTRIES = 1000;
/** A write waits at most this long for its own change to come back before it drops the whole cache. */
const CATCH_UP_TIMEOUT_MS = 1000;

/**
 * The public lists' answers, kept in this instance and dropped when the tables they were read from change
 * (decision 009). Every table has a generation, raised on each change notification; an answer is stored with
 * the generations it was read under and served only while they are all unchanged. A read that started before
 * a change and finishes after it is therefore returned to its caller but never stored; a gap in the feed
 * (a dropped connection) raises the epoch, which stands for every table at once. While the feed is not live
 * nothing is served from the cache and nothing is stored.
 */
export interface PublicReadCache {
  /**
   * The answer for key, from the cache or from load (concurrent misses of one key share one load). keep
   * says whether an answer may be stored (an error may not).
   */
  read<T>(
    key: string,
    tables: readonly PublicReadTable[],
    load: () => Promise<T>,
    keep: (answer: T) => boolean,
  ): Promise<T>;
  /**
   * The same cache for a caller that reads on its own (the server's cache of whole HTTP answers): lookup
   * answers a kept value that is still current; snapshot is taken before reading and handed to keep, which
   * stores the value only if nothing it was read from has changed since.
   */
  lookup(key: string, tables: readonly PublicReadTable[]): unknown;
  snapshot(tables: readonly PublicReadTable[]): Snapshot | null;
  keep(key: string, tables: readonly PublicReadTable[], snapshot: Snapshot, value: unknown): void;
  /** Resolves once every write committed before the call has dropped what it changed (read your writes). */
  caughtUp(): Promise<void>;
  /** Whether changes are being heard; while not, every read goes to the database. */
  readonly live: boolean;
  /** How the cache has answered so far (tests and benchmarks). */
  readonly stats: { hits: number; misses: number; discarded: number };
  close(): Promise<void>;
}

interface Entry {
  value: unknown;
  epoch: number;
  generations: number[];
}

export interface Snapshot {
  epoch: number;
  generations: number[];
}

export async function createPublicReadCache(
  handle: Pick<DbHandle, 'listenForChanges'>,
): Promise<PublicReadCache> {
  const answers = new LRUCache<string, Entry>({ max: MAX_ENTRIES });
  const inFlight = new Map<string, { snapshot: Snapshot; answer: Promise<unknown> }>();
  const generations = new Map<string, number>();
  let epoch = 0;
  const stats = { hits: 0, misses: 0, discarded: 0 };

  const listener: ChangeListener = await handle.listenForChanges({
    onChange(table) {
      generations.set(table, (generations.get(table) ?? 0) + 1);
    },
    onGap() {
      epoch += 1;
      answers.clear();
    },
  });

  const snapshotOf = (tables: readonly string[]): Snapshot => ({
    epoch,
    generations: tables.map((table) => generations.get(table) ?? 0),
  });
  const isCurrent = (s: Snapshot, tables: readonly string[]) =>
    listener.live &&
    s.epoch === epoch &&
    tables.every((t, i) => (generations.get(t) ?? 0) === s.generations[i]);

  const cache: PublicReadCache = {
    stats,
    get live() {
      return listener.live;
    },
    lookup(key, tables) {
      if (!listener.live) return undefined;
      const entry = answers.get(key);
      if (!entry) return undefined;
      if (!isCurrent(entry, tables)) {
        answers.delete(key);
        return undefined;
      }
      stats.hits += 1;
      return entry.value;
    },
    snapshot(tables) {
      return listener.live ? snapshotOf(tables) : null;
    },
    keep(key, tables, snapshot, value) {
      // A change arrived while reading: the answer may predate it, so it is not kept.
      if (isCurrent(snapshot, tables)) answers.set(key, { value, ...snapshot });
      else stats.discarded += 1;
    },
    async read(key, tables, load, keep) {
      if (!listener.live) return load();
      const cached = cache.lookup(key, tables);
      if (cached !== undefined) return cached as Awaited<ReturnType<typeof load>>;
      const shared = inFlight.get(key);
      if (shared && isCurrent(shared.snapshot, tables)) {
        stats.hits += 1;
        return shared.answer as ReturnType<typeof load>;
      }
      stats.misses += 1;
      const snapshot = snapshotOf(tables);
      const answer = load();
      const own = { snapshot, answer };
      inFlight.set(key, own);
      try {
        const value = await answer;
        if (keep(value)) cache.keep(key, tables, snapshot, value);
        return value;
      } finally {
        if (inFlight.get(key) === own) inFlight.delete(key);
      }
    },
    async caughtUp() {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), CATCH_UP_TIMEOUT_MS);
      });
      const outcome = await Promise.race([listener.caughtUp(), timedOut]);
      clearTimeout(timer);
      // Not sure the change has arrived: dropping everything is the answer that cannot be stale.
      if (outcome === 'timeout') {
        epoch += 1;
        answers.clear();
      }
    },
    async close() {
      answers.clear();
      await listener.close();
    },
  };
  return cache;
}
