import { AUTH_MESSAGES, passwordRuleProblem } from '@samity/domain';
import { TRPCError } from '@trpc/server';
import { isCommonPassword } from './common-passwords';

/** The server's word on a new password (D1): length, not the account's own name, not a common one. */
export function newPasswordProblem(password: string, accountNames: readonly string[]): string | null {
  return (
    passwordRuleProblem(password, accountNames) ??
    (isCommonPassword(password) ? AUTH_MESSAGES.passwordTooCommon : null)
  );
}

export function assertAcceptablePassword(password: string, accountNames: readonly string[]): void {
  const problem = newPasswordProblem(password, accountNames);
  if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem });
}
