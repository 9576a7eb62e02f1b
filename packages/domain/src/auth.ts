/**
 * Authentication rules shared by the server and the web forms (the web checks early for a quick message;
 * the server checks again and is the authority).
 */
const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Texts the server answers with; the web shows them as they are. */
export const AUTH_MESSAGES = {
  memberLoginFailed: 'Invalid member number or password.',
  memberLoginOk: 'Login successful.',
  passwordChanged: 'Password changed successfully.',
  passwordTooShort: `The new password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `The new password must have at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordIsAccountName: 'The new password must not be your member number or phone number.',
  passwordTooCommon: 'This password is too common. Please choose another one.',
  passwordUnchanged: 'The new password must be different from the current one.',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordWrong: 'The current password is not correct.',
  notYourAccount: 'You can only act on your own account.',
  signInRequired: 'Please log in first.',
  notAllowed: 'You don’t have authorization to do this.',
  initialPasswordMustChange: 'Please change your initial password first; the dashboard opens after that.',
  temporaryPasswordMustChange:
    'Please change your temporary password first; the admin pages open after that.',
} as const;

/** What the API says about managing admins (the /Admin panel); the web shows its own text for each key. */
export const ADMIN_MESSAGES = {
  phoneTaken: 'An admin with this phone number already exists.',
  notFound: 'No admin has this id.',
  notYourself: 'You cannot do this to your own account; use Change my password instead.',
  lastFullAccessPlus: 'The last active Full_Access+ admin cannot be disabled.',
  alreadyDisabled: 'This admin is already disabled.',
  notDisabled: 'This admin is not disabled.',
  keysManagePeopleNever: 'An API key cannot manage admins, members’ passwords or keys; log in as an admin.',
  confirmationRequired:
    'This would leave one usable Full_Access+ admin: ask for it, and another Full_Access+ admin confirms it.',
  requestPending: 'A request for this is already waiting for confirmation.',
  requestNotFound: 'No pending request has this id.',
  ownRequest: 'Another Full_Access+ admin must confirm what you asked for.',
  confirmationNotNeeded: 'This change does not need a second admin; make it directly.',
} as const;

/**
 * The length and account-name rules of a new password; null when it passes. The list of common passwords
 * lives on the server only (it would bloat the web bundle).
 */
export function passwordRuleProblem(password: string, accountNames: readonly string[]): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return AUTH_MESSAGES.passwordTooLong;
  const lowered = password.trim().toLowerCase();
  if (accountNames.some((name) => name.trim() !== '' && lowered === name.trim().toLowerCase()))
    return AUTH_MESSAGES.passwordIsAccountName;
  return null;
}
