import type { ChangeListener, DbHandle, PublicReadTable } from '@samity/db';
import { lastStartedMonthIso } from '@samity/domain';
import { LRUCache } from 'lru-cache';
import { isDatabaseUnavailable } from '../routes/database-unavailable';

/** The memory one instance's kept answers may take unless configured (PUBLIC_READ_CACHE_MB). */
export const DEFAULT_PUBLIC_READ_CACHE_BYTES = 32 * 1024 * 1024;
/**
 * What an entry costs beyond its key and value (the entry, its generations, the LRU's bookkeeping): counted
 * so that a flood of tiny answers is bounded by the same bytes as a few large ones.
 */
const ENTRY_OVERHEAD_BYTES = 256;
/** A write waits at most this long for its own change to come back before it drops the whole cache. */
const CATCH_UP_TIMEOUT_MS = 1000;
/**
 * Tables whose rows change meaning when a month starts in Dhaka, with no write at all: a book made ahead
 * for a month to come becomes due (hasMonthStarted), so a dealer may fall 3 months behind and lose the
 * verified badge at midnight. An answer read from one is kept only within the Dhaka month it was read in.
 */
const MONTH_BOUND_TABLES: ReadonlySet<string> = new Set<PublicReadTable>(['monthly_dues']);

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
   * The answer for key, from the cache or from load (concurrent misses of one key share one load). measure
   * tells what an answer costs in memory, in bytes, or undefined when it may not be stored (an error).
   */
  read<T>(
    key: string,
    tables: readonly PublicReadTable[],
    load: () => Promise<T>,
    measure: (answer: T) => number | undefined,
  ): Promise<T>;
  /**
   * The same cache for a caller that reads on its own (the server's cache of whole HTTP answers): lookup
   * answers a kept value that is still current; snapshot is taken before reading and handed to keep, which
   * stores the value (costing bytes) only if nothing it was read from has changed since.
   */
  lookup(key: string, tables: readonly PublicReadTable[]): unknown;
  snapshot(tables: readonly PublicReadTable[]): Snapshot | null;
  keep(
    key: string,
    tables: readonly PublicReadTable[],
    snapshot: Snapshot,
    value: unknown,
    bytes: number,
  ): void;
  /** Resolves once every write committed before the call has dropped what it changed (read your writes). */
  caughtUp(): Promise<void>;
  /** Whether changes are being heard; while not, every read goes to the database. */
  readonly live: boolean;
  /** How the cache has answered so far (tests and benchmarks); `stale`: last answers served in an outage. */
  readonly stats: { hits: number; misses: number; discarded: number; tooLarge: number; stale: number };
  /** What is kept now: entries and their counted bytes, never more than maxBytes. */
  held(): { entries: number; bytes: number; maxBytes: number };
  close(): Promise<void>;
}

export interface PublicReadCacheOptions {
  /** The most memory the kept answers may take, counted in bytes (keys, values and overhead). */
  maxBytes?: number;
  /** The clock the procedures read (the server's, a test's fake one): it says when a Dhaka month starts. */
  now?: () => Date;
}

interface Entry extends Snapshot {
  value: unknown;
  bytes: number;
}

export interface Snapshot {
  epoch: number;
  generations: number[];
  /** The Dhaka month (its first day) the read began in, when it reads a MONTH_BOUND_TABLES table; else null. */
  month: string | null;
}

export async function createPublicReadCache(
  handle: Pick<DbHandle, 'listenForChanges'>,
  options: PublicReadCacheOptions = {},
): Promise<PublicReadCache> {
  const maxBytes = options.maxBytes ?? DEFAULT_PUBLIC_READ_CACHE_BYTES;
  const now = options.now ?? (() => new Date());
  // Bounded by memory, not by count: a count alone let a thousand whole-table answers fill the heap. An
  // answer larger than the whole budget is not kept (lru-cache refuses it) and is read again each time.
  const answers = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.bytes + 2 * key.length + ENTRY_OVERHEAD_BYTES,
  });
  const inFlight = new Map<string, { snapshot: Snapshot; answer: Promise<unknown> }>();
  // The last answer read for each key, kept through changes and gaps: served only while the database cannot
  // be reached (a restart, a failover), when a public list a moment old beats a 503. A quarter of the budget.
  const lastKnown = new LRUCache<string, { value: unknown; bytes: number }>({
    maxSize: Math.max(1, Math.floor(maxBytes / 4)),
    sizeCalculation: (entry, key) => entry.bytes + 2 * key.length + ENTRY_OVERHEAD_BYTES,
  });
  const generations = new Map<string, number>();
  let epoch = 0;
  const stats = { hits: 0, misses: 0, discarded: 0, tooLarge: 0, stale: 0 };
  /**
   * load, or while the database is unreachable the last answer it gave for key, if any (bytes undefined: a
   * stale answer, never kept as a current one).
   */
  const loadOrLastKnown = async <T>(
    key: string,
    load: () => Promise<T>,
    measure: (answer: T) => number | undefined,
  ): Promise<{ value: T; bytes: number | undefined }> => {
    try {
      const value = await load();
      const bytes = measure(value);
      if (bytes !== undefined) lastKnown.set(key, { value, bytes });
      return { value, bytes };
    } catch (error) {
      const last = isDatabaseUnavailable(error) ? lastKnown.get(key) : undefined;
      if (!last) throw error;
      stats.stale += 1;
      return { value: last.value as T, bytes: undefined };
    }
  };

  const listener: ChangeListener = await handle.listenForChanges({
    onChange(table) {
      generations.set(table, (generations.get(table) ?? 0) + 1);
    },
    onGap() {
      epoch += 1;
      answers.clear();
    },
  });

  const monthOf = (tables: readonly string[]) =>
    tables.some((table) => MONTH_BOUND_TABLES.has(table)) ? lastStartedMonthIso(now().getTime()) : null;
  const snapshotOf = (tables: readonly string[]): Snapshot => ({
    epoch,
    generations: tables.map((table) => generations.get(table) ?? 0),
    month: monthOf(tables),
  });
  // A month-bound answer read in an earlier month is stale like one read before a write.
  const isCurrent = (s: Snapshot, tables: readonly string[]) =>
    listener.live &&
    s.epoch === epoch &&
    tables.every((t, i) => (generations.get(t) ?? 0) === s.generations[i]) &&
    (s.month === null || s.month === monthOf(tables));

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
    keep(key, tables, snapshot, value, bytes) {
      // A change arrived while reading: the answer may predate it, so it is not kept.
      if (!isCurrent(snapshot, tables)) {
        stats.discarded += 1;
        return;
      }
      answers.set(key, { value, bytes, ...snapshot });
      if (!answers.has(key)) stats.tooLarge += 1;
    },
    held() {
      return { entries: answers.size, bytes: answers.calculatedSize, maxBytes };
    },
    async read(key, tables, load, measure) {
      if (!listener.live) return (await loadOrLastKnown(key, load, measure)).value;
      const cached = cache.lookup(key, tables);
      if (cached !== undefined) return cached as Awaited<ReturnType<typeof load>>;
      const shared = inFlight.get(key);
      if (shared && isCurrent(shared.snapshot, tables)) {
        stats.hits += 1;
        return shared.answer as ReturnType<typeof load>;
      }
      stats.misses += 1;
      const snapshot = snapshotOf(tables);
      const loaded = loadOrLastKnown(key, load, measure);
      const own = { snapshot, answer: loaded.then(({ value }) => value) };
      // The failure is this caller's to answer (below); a waiter that shares the read gets it too, and
      // without any the derived promise must not count as an unhandled rejection.
      own.answer.catch(() => {});
      inFlight.set(key, own);
      try {
        const { value, bytes } = await loaded;
        if (bytes !== undefined) cache.keep(key, tables, snapshot, value, bytes);
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
      lastKnown.clear();
      await listener.close();
    },
  };
  return cache;
}
