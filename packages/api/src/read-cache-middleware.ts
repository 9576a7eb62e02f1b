import type { PublicReadTable } from '@samity/db';
import { canonicalPublicInput } from './read-cache/public-read-keys';
import { isDatabaseUnavailable } from './routes/database-unavailable';
import { t } from './trpc';

/**
 * A public list's meta names the tables its answer is read from; the answer is then cached per input in the
 * instance's read cache and dropped by the database's own announcement of a write to any of them (decision
 * 009). A procedure without it is never cached, so forgetting it costs speed, never freshness.
 */
export const reads = (...tables: PublicReadTable[]) => ({ reads: tables });

/** Public queries that declare what they read answer from the cache (procedures.ts puts this on the public tier only). */
export const cachePublicReads = t.middleware(async ({ ctx, meta, path, type, getRawInput, next }) => {
  const tables = meta?.reads;
  if (!ctx.readCache || type !== 'query' || !tables?.length) return next();
  // The validated input, not the raw one: junk parameters must not make new entries (public-read-keys.ts).
  const input = canonicalPublicInput(path, await getRawInput());
  if (input === null) return next();
  return ctx.readCache.read(
    `${path}\n${input}`,
    tables,
    async () => {
      const result = await next();
      // Thrown, so the cache can answer its last answer for this input while the database is away.
      if (!result.ok && isDatabaseUnavailable(result.error)) throw result.error;
      return result;
    },
    (result) => (result.ok ? estimatedBytes(result.data) : undefined),
  );
});

/**
 * What an answer kept as objects costs in memory, roughly: its JSON's size twice over (property slots,
 * object headers and the strings themselves; measured at 1.5 to 1.9 times on the demo's stock, member and
 * committee lists). Run only when an answer is kept, after a database read that cost far more.
 */
const estimatedBytes = (data: unknown) => 2 * Buffer.byteLength(JSON.stringify(data) ?? '');

/**
 * Every write (any tier) returns only after its own changes have reached this instance's cache, so whoever
 * wrote reads their write at once here; other instances hear of it through the database within milliseconds.
 */
export const readYourWrites = t.middleware(async ({ ctx, type, next }) => {
  const result = await next();
  if (ctx.readCache && type === 'mutation') await ctx.readCache.caughtUp();
  return result;
});
