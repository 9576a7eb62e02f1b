import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../constants';
import { PRIVILEGES } from '../privileges';
import { ZPrivilege } from './auth';
import { zCalendarDate, zText } from './fields';
import { zMoment, zRecordId } from './member-fields';

/** What the API says when a key is refused, and why (docs/api.md). */
export const API_KEY_MESSAGES = {
  invalid: 'The API key is not valid: unknown, revoked or expired.',
  sessionRequired: 'API keys are managed by a logged-in admin; an API key cannot manage keys.',
  personalData: 'Buyers’ names and phones are shown to a logged-in admin only, never to an API key.',
  peopleOnly: 'This act is irreversible: only an admin in person may do it, never an API key.',
  privilegeTooHigh: 'A key cannot have a higher privilege than your own.',
  nameTaken: 'An API key with this name already exists.',
  expiryNotFuture: 'The expiry date must be after today.',
  notFound: 'No API key has this id.',
  alreadyRevoked: 'This API key is already revoked.',
} as const;

export const ZCreateApiKeyInput = z.object({
  name: zText({
    max: TEXT_MAX_LENGTH.apiKeyName,
    required: 'Name is required',
    tooLong: 'Name is too long',
  }).describe('Who or what uses the key, e.g. "Accounting office"; unique, shown in the audit trail'),
  privilege: ZPrivilege.describe('What the key may do; never more than the creating admin’s privilege'),
  // Empty means none, as the form's date field sends it when left blank.
  expires_on: zText({ max: 10, digits: true })
    .optional()
    .refine(
      (value) => !value || zCalendarDate.safeParse(value).success,
      'Date must be a real date as YYYY-MM-DD',
    )
    .transform((value) => value || undefined)
    .meta({
      description:
        'Last Dhaka day the key works (YYYY-MM-DD); without it (or empty) the key works until revoked',
      anyOf: [
        { type: 'string', maxLength: 0 },
        { type: 'string', format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
      ],
    }),
});

const ZApiKeyStatus = z.enum(['active', 'expired', 'revoked']);
export type ApiKeyStatus = z.infer<typeof ZApiKeyStatus>;

/** A key as /Admin lists it: never its secret, only the public start of it. */
export const ZApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string().describe('The public start of the key (smk_ and its lookup id), to recognise it'),
  privilege: z.enum(PRIVILEGES),
  created_by: z.string().describe('The admin who created it'),
  created_at: zMoment,
  last_used_at: zMoment.nullable().describe('Last call made with it (updated at most once a minute)'),
  expires_at: zMoment.nullable(),
  revoked_at: zMoment.nullable(),
  status: ZApiKeyStatus,
});
export type ApiKey = z.infer<typeof ZApiKey>;

/** The answer to creating a key: the only time its secret is ever shown. */
export const ZCreatedApiKey = z.object({
  key: ZApiKey,
  secret: z.string().describe('The whole key, shown once: send it as "Authorization: Bearer <secret>"'),
});
export type CreatedApiKey = z.infer<typeof ZCreatedApiKey>;

export const ZApiKeyIdInput = z.object({ id: zRecordId.describe('The key') });
