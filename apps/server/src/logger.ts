import type { FastifyServerOptions } from 'fastify';
import type { Config } from './env';

/**
 * Structured JSON logs. Secrets never reach them: cookies, authorization headers, Set-Cookie and any
 * password or token field are redacted wherever they appear.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.new_password',
  '*.current_password',
  '*.confirm_new_password',
  '*.token',
  '*.passwordHash',
  '*.password_hash',
];

export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
