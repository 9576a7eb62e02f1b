import { toAsciiDigits } from '@samity/domain';
import { apiErrorText, parseApiError } from '../../lib/api-errors';

/** What a login attempt answered the form: nothing (in), or the text to show and whether a code is offered. */
export type LoginAnswer = null | { message: string; codeOffered?: boolean };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A failed login call as the form shows it. A stranger's attempt at an account under attack answers 429 with
 * key auth.loginCodeOffered (docs/decisions/028-login-code-for-new-devices.md): the form then offers to send
 * a code by SMS to the account's own phone.
 */
export function loginFailure(error: unknown, t: Translate): LoginAnswer {
  const codeOffered = parseApiError(error).key === 'auth.loginCodeOffered';
  return {
    message: codeOffered ? t('auth.code.offered') : apiErrorText(error, t, 'auth.loginError'),
    codeOffered,
  };
}

/** The code as typed (ASCII or Bengali digits, spaces allowed), as the six ASCII digits the server reads; null if not. */
export function typedLoginCode(typed: string): string | null {
  const code = toAsciiDigits(typed).replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}
