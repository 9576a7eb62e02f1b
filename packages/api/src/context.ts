import type { Db } from '@samity/db';

/** Where a request came from; used for logging, throttling and the audit trail. */
export interface RequestInfo {
  ip: string;
  userAgent: string | null;
}

/** Minimal structured logger (pino-compatible) so the API layer does not depend on Fastify. */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface Context {
  db: Db;
  log: Logger;
  request: RequestInfo;
}
