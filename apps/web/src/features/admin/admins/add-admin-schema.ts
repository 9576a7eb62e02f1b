import { ZCreateAdminInput } from '@samity/domain';

/**
 * The Add admin form checks exactly what the API checks (the domain's create-admin schema). There is no
 * password field: the server issues a temporary password, shown once, that the new admin must change.
 */
export const ZAddAdminForm = ZCreateAdminInput;
