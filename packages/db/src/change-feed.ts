import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The channel on which the database announces every committed write to a table the public lists read
 * (migration 2026-11-25T0130-public-read-change-feed); the payload is the table's name.
 */
export const PUBLIC_READ_CHANNEL = 'public_read_changes';

/** The tables whose writes are announced on the channel: every table a cached public list may read. */
export const PUBLIC_READ_TABLES = [
  'members',
  'committee_members',
  'notices',
  'stock_cars',
  'stock_car_pictures',
  'service_center_images',
  'gallery_images',
  // The stock's verified badge (migration 2026-11-26T0820-member-verification).
  'member_verification_tokens',
  'monthly_dues',
  'monthly_payments',
  'monthly_payment_reversals',
  // The price hint's wait on a car's page (migration 2026-11-30T1100-stock-settings).
  'stock_settings',
] as const;

export type PublicReadTable = (typeof PUBLIC_READ_TABLES)[number];

/** What a listener is told. */
export interface ChangeHandlers {
  /** A write to `table` was committed. */
  onChange(table: string): void;
  /**
   * Changes may have been missed (the connection dropped, or is only now listening): whatever was read
   * before must be treated as changed.
   */
  onGap(): void;
}

/** One instance's subscription to the change channel. */
export interface ChangeListener {
  /** True while notifications are being received; while false, nothing read may be trusted to stay fresh. */
  readonly live: boolean;
  /** Resolves once every change committed before the call has been handed to onChange. */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

const BARRIER_PREFIX = 'caught-up:';
/** How the listening connections name themselves in pg_stat_activity. */
const CHANGE_FEED_APPLICATION = 'samity-change-feed';
const RECONNECT_DELAYS_MS = [50, 100, 250, 500, 1000, 2000, 5000];
/** A connection that stops answering (not closed, just silent) is given up after this long. */
const HEARTBEAT_EVERY_MS = 2000;
const HEARTBEAT_TIMEOUT_MS = 1000;

/**
 * PostgreSQL: a dedicated connection (not one of the pool's) that LISTENs, reconnecting with back-off when it
 * drops. Notifications are delivered in commit order, so a marker NOTIFY sent by this connection arrives after
 * every change committed before it: that is how caughtUp() knows.
 */
export async function listenOnPostgres(url: string, handlers: ChangeHandlers): Promise<ChangeListener> {
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let attempt = 0;
  let nextMarker = 0;
  const waiting = new Map<string, () => void>();

  const lost = () => {
    if (!live) return;
    live = false;
    handlers.onGap();
    for (const done of waiting.values()) done(); // nothing to wait for: the gap already dropped everything
    waiting.clear();
  };

  let retryTimer: NodeJS.Timeout | null = null;
  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt++, RECONNECT_DELAYS_MS.length - 1)];
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch(scheduleRetry);
    }, delay);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      application_name: CHANGE_FEED_APPLICATION,
    });
    next.on('notification', ({ channel, payload }) => {
      if (channel !== PUBLIC_READ_CHANNEL || payload === undefined) return;
      if (payload.startsWith(BARRIER_PREFIX)) {
        waiting.get(payload)?.();
        waiting.delete(payload);
      } else handlers.onChange(payload);
    });
    // A dropped connection ends the client; a new one is opened after a pause.
    next.on('error', () => lost());
    next.on('end', () => {
      if (client === next) client = null;
      lost();
      scheduleRetry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${PUBLIC_READ_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    attempt = 0;
    // Writes committed while nobody listened are unknown: everything read before counts as changed.
    handlers.onGap();
    live = true;
  };

  await connect();
  // A marker that does not come back in time means the connection is dead without having said so: end it,
  // which counts as a gap and reconnects.
  const heartbeat = setInterval(() => {
    const current = client;
    if (!live || !current) return;
    const timeout = setTimeout(() => current.connection.stream.destroy(), HEARTBEAT_TIMEOUT_MS);
    void caughtUp().finally(() => clearTimeout(timeout));
  }, HEARTBEAT_EVERY_MS);
  heartbeat.unref();

  async function caughtUp(): Promise<void> {
    const current = client;
    if (!live || !current) return;
    const marker = `${BARRIER_PREFIX}${++nextMarker}`;
    const arrived = new Promise<void>((resolve) => waiting.set(marker, resolve));
    try {
      await current.query('SELECT pg_notify($1, $2)', [PUBLIC_READ_CHANNEL, marker]);
    } catch {
      waiting.delete(marker);
      return; // the connection dropped: lost() has told the handlers
    }
    await arrived;
  }

  return {
    get live() {
      return live;
    },
    caughtUp,
    async close() {
      closed = true;
      clearInterval(heartbeat);
      if (retryTimer) clearTimeout(retryTimer);
      live = false;
      for (const done of waiting.values()) done();
      waiting.clear();
      await client?.end().catch(() => {});
    },
  };
}

/**
 * PGlite: one in-process database, so the listener is a callback. PGlite hands a notification to its
 * listeners while it reads the answer of the committing statement, before that statement's promise resolves,
 * so by the time a write returns the listeners have been told and caughtUp() has nothing to wait for.
 */
export function listenOnPGlite(subscribe: ChangeSubscriber, handlers: ChangeHandlers): ChangeListener {
  const unsubscribe = subscribe(handlers.onChange);
  return {
    live: true,
    caughtUp: async () => {},
    close: async () => unsubscribe(),
  };
}

/** Adds a callback for the channel's payloads; returns its removal. */
export type ChangeSubscriber = (onChange: (table: string) => void) => () => void;

/**
 * PGlite's LISTEN is a statement on its one connection: issued once, when the database is opened and before
 * anything else uses it (it must not land inside a request's transaction). Callbacks are added and removed
 * in memory afterwards.
 */
export async function pgliteChangeSubscriber(pglite: PGlite): Promise<ChangeSubscriber> {
  const callbacks = new Set<(table: string) => void>();
  await pglite.listen(PUBLIC_READ_CHANNEL, (payload) => {
    for (const callback of callbacks) callback(payload);
  });
  return (callback) => {
    callbacks.add(callback);
    return () => callbacks.delete(callback);
  };
}
