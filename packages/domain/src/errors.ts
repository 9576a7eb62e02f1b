/** Error codes the API sends; the web maps them to i18n messages. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'INTERNAL_SERVER_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** What a client sees for an unexpected failure: never a stack trace or a database message. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
