/** Loaded on demand by the login forms: the domain's login schemas, and with them zod. */
export { ZAdminLoginInput, ZMemberLoginInput } from '@samity/domain';
