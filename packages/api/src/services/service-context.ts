import type { Db } from '@samity/db';
import type { NotificationChannels } from '@samity/domain';
import type { AdminPrincipal, MemberPrincipal } from './principals';

/** Where a request came from; used for logging, throttling and the audit trail. */
export interface RequestInfo {
  ip: string;
  userAgent: string | null;
  /** The HTTP request's id, as on its log lines and in its error answer; absent outside HTTP (CLI, tests). */
  id?: string;
}

/** Minimal structured logger (pino-compatible) so services do not depend on Fastify. */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * What every service gets, whoever calls it (a tRPC procedure, the REST facade, a CLI or a test): the
 * database, a logger, the clock and where the request came from. Nothing of the transport: services never
 * import tRPC or Fastify, and refuse by throwing AppError (@samity/domain).
 */
export interface ServiceContext {
  db: Db;
  log: Logger;
  /** The clock: every written time comes from it, so expiry and history can be tested without waiting. */
  now: () => Date;
  request: RequestInfo;
  /**
   * The outside channels this server delivers notifications to (SMS provider, SMTP). Unset: neither, and
   * messages go to the inbox only.
   */
  channels?: NotificationChannels;
  /** The site's public address (PUBLIC_ORIGIN): links in messages point there. Unset: links are paths. */
  publicOrigin?: string;
  /**
   * How anonymous forms' proofs of work are made (decision 027): HUMAN_PROOF_KEY and the difficulty. Unset:
   * the key stored in the database and the default difficulty.
   */
  humanProof?: { hmacKey?: string; maxNumber?: number };
}

/** A service acting for a logged-in admin (admin procedures). */
export interface AdminContext extends ServiceContext {
  actor: AdminPrincipal;
}

/** A service acting for a logged-in member, on that member's own data only (member procedures). */
export interface MemberContext extends ServiceContext {
  actor: MemberPrincipal;
}
