import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../constants';
import { zText } from './fields';

/**
 * The member_no every member-dashboard input may carry. Optional: the session decides whose data it is;
 * a number naming another member is refused with 403 by the services (member isolation).
 */
export const zOwnMemberNo = zText({
  max: TEXT_MAX_LENGTH.memberNo,
  digits: true,
  tooLong: 'Member number is too long',
})
  .optional()
  .describe("Optional; must be the logged-in member's own number (another one is refused with 403)");

/** A body that names nothing but (optionally) the member. */
export const ZMemberScopeInput = z.object({ member_no: zOwnMemberNo });

/** The document's form of the check below: a site path (a slash, then no second one) or an http(s) address. */
const IMAGE_URL_PATTERN = '^(/[^/\\s]\\S*|https?://\\S+)$';

/**
 * An image address as the upload endpoint answers it: a site path (/uploads/...) or an http(s) address
 * of the configured bucket.
 */
export const zImageUrl = zText({
  max: 500,
  required: 'A picture is required',
  tooLong: 'Picture address is too long',
})
  .refine((value) => /^(\/(?!\/)|https?:\/\/)\S+$/.test(value), 'Picture must be an uploaded image address')
  .meta({ pattern: IMAGE_URL_PATTERN, example: '/uploads/3f/3f9a.jpg' });

/**
 * A record id in a path or body: a number only (`true` is not record 1); the REST facade reads a path's text
 * into the number before the schema sees it.
 */
export const zRecordId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** A moment as the API speaks it: ISO 8601 in UTC. */
export const zMoment = z.string().describe('ISO 8601 date-time (UTC)');
