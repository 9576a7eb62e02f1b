import { AppError, AUTH_MESSAGES, passwordRuleProblem } from '@samity/domain';
import { authMessageName } from './auth-errors';
import { isCommonPassword } from './common-passwords';

/** The server's word on a new password: length, not the account's own name, not a common one. */
function newPasswordProblem(password: string, accountNames: readonly string[]): string | null {
  return (
    passwordRuleProblem(password, accountNames) ??
    (isCommonPassword(password) ? AUTH_MESSAGES.passwordTooCommon : null)
  );
}

export function assertAcceptablePassword(password: string, accountNames: readonly string[]): void {
  const problem = newPasswordProblem(password, accountNames);
  if (problem)
    throw new AppError('BAD_REQUEST', `auth.${authMessageName(problem) ?? 'passwordRejected'}`, problem);
}
