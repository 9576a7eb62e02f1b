import type { FastifyLoggerOptions } from 'fastify';
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
  // bKash: the client redacts its own request and response logs; these catch any other path.
  'req.headers["x-app-key"]',
  '*.app_key',
  '*.app_secret',
  '*.appKey',
  '*.appSecret',
  '*.id_token',
  '*.refresh_token',
  '*.BKASH_APP_KEY',
  '*.BKASH_APP_SECRET',
  '*.BKASH_PASSWORD',
  // SMS provider and SMTP credentials (the adapters never log them; these catch any other path).
  '*.SMS_TOKEN',
  '*.SMTP_PASSWORD',
  '*.smsToken',
  '*.smtpPassword',
  '*.auth.pass',
  'req.headers["x-sms-token"]',
];

/** stream: where the JSON lines go (default stdout); tests pass one to read what was logged. */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: { write(line: string): void },
): FastifyLoggerOptions & { redact: { paths: string[]; censor: string } } {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
