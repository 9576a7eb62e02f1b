import { MESSAGES, type StatusCode } from './constants.js';
import type { ApiRequest } from './types.js';

/** One answer of the gateway, plus how the HTTP layer must deliver it. */
export interface Outcome {
  status: number;
  body: Record<string, unknown>;
  /** Hold the answer this long (a gateway that answers after the client gave up). */
  holdMs?: number;
  /** Delay the answer (slow gateway). */
  delayMs?: number;
  /** Drop the connection without answering. */
  drop?: boolean;
}

/** An answer of the API Gateway in front of bKash (no statusCode, only a message). */
export function gateway(status: number, message: string): Outcome {
  return { status, body: { message } };
}

/** bKash's own answer: HTTP 200 with its status code and message after whatever the call returns. */
export function business(code: StatusCode, extra: Record<string, unknown> = {}): Outcome {
  return { status: 200, body: { ...extra, statusCode: code, statusMessage: MESSAGES[code] } };
}

/** An answer whose code and message come from the settings (bKash's real answer is undocumented). */
export function configured(statusCode: string, statusMessage: string): Outcome {
  return { status: 200, body: { statusCode, statusMessage } };
}

export const UNAUTHORIZED = gateway(401, 'Unauthorized');

export function header(headers: ApiRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** bKash's "mandatory field missing" treats an empty string like an absent field. */
export function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}
