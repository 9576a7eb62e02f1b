import { z } from 'zod';
import { zText } from './fields';
import { zMemberNo } from './members';

/**
 * A verification token as it appears in /verify/<token>: 43 URL-safe characters (32 random bytes, see the
 * migration 2026-11-26T0820-member-verification). Anything else is not a token and answers 404 like an old one.
 */
export const VERIFICATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const ZVerificationTokenInput = z.object({
  // The service answers any other shape 404 (verification.service.ts); the document states the shape.
  token: zText({ max: 64, required: 'Enter the token' }).meta({
    description: 'The token of a /verify/<token> address: 43 URL-safe characters; any other answers 404',
    pattern: VERIFICATION_TOKEN_PATTERN.source,
  }),
});

/**
 * What a buyer sees on a dealer's verification page: who the member is and whether they are in good
 * standing. No phone, address, dues figures or other private data: the page is public.
 */
export const ZMemberVerification = z.object({
  member_no: z.string(),
  name: z.string(),
  business: z.string(),
  pic: z.string().nullable(),
  status: z.enum(['active', 'deceased']),
  good_standing: z.boolean().describe('Active, and monthly dues at most 2 months behind'),
});
export type MemberVerification = z.infer<typeof ZMemberVerification>;

/** The member's own token (for the certificate and for sharing the page). */
export const ZOwnVerification = z.object({
  token: z.string(),
  path: z.string().describe('The verification page, /verify/<token>'),
  good_standing: z.boolean(),
});
export type OwnVerification = z.infer<typeof ZOwnVerification>;

export const ZRotateVerificationInput = z.object({ member_no: zMemberNo });

/** The new token after a rotation; the old one answers 404 from then on. */
export const ZRotatedVerification = z.object({
  member_no: z.string(),
  token: z.string(),
  path: z.string().describe('The new verification page, /verify/<token>'),
});
export type RotatedVerification = z.infer<typeof ZRotatedVerification>;
