import { ZAdminChangePasswordInput } from '@samity/domain';

/**
 * The admin's change-password form checks what the API checks, plus the form's own rule: the confirmation
 * must match. The password policy (length, common passwords) is the server's answer.
 */
export const ZAdminPasswordForm = ZAdminChangePasswordInput.refine(
  (values) => values.new_password === values.confirm_new_password,
  { path: ['confirm_new_password'], message: 'Passwords do not match' },
);
