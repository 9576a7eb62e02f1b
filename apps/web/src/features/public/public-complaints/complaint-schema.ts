/** Loaded on demand by the complaint page: the domain's complaint schema, and with it zod. */
export { ZPublicComplaintInput } from '@samity/domain';
