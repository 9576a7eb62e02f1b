import { ZChangePasswordInput } from '@samity/domain';

/**
 * The change-password form checks what the API checks (the domain's schema), plus the form's own rule:
 * the confirmation must match. The password policy (length, common passwords) is the server's answer.
 */
export const ZChangePasswordForm = ZChangePasswordInput.omit({ member_no: true }).refine(
  (values) => values.new_password === values.confirm_new_password,
  { path: ['confirm_new_password'], message: 'Passwords do not match' },
);
