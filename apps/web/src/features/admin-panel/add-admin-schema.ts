import { ZCreateAdminInput } from '@samity/domain';

/**
 * The Add admin form checks exactly what the API checks (the domain's create-admin schema), plus the one
 * rule of the form itself: the confirmation is required and must match the password.
 */
export const ZAddAdminForm = ZCreateAdminInput.extend({
  confirm_password: ZCreateAdminInput.shape.password,
}).refine((values) => values.password === values.confirm_password, {
  path: ['confirm_password'],
  message: 'Passwords do not match',
});
