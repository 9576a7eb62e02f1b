import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../auth';
import { TEXT_MAX_LENGTH } from '../constants';
import { BD_MOBILE_PATTERN } from '../phone';
import { normalizePrivilege, PRIVILEGES, type Privilege } from '../privileges';
import { zText } from './fields';
import { zRecordId } from './member-fields';
import { ZPublicMember } from './members';

/**
 * A typed password: never trimmed (spaces are characters), bounded so hashing stays cheap. The bound is
 * loose (an old password may be longer than today's rule); the policy checks a new one.
 */
const typedPassword = (label: string) =>
  zText({
    max: PASSWORD_MAX_LENGTH * 8,
    required: `${label} is required`,
    tooLong: `${label} is too long`,
    trim: false,
  });

const memberNo = zText({
  max: TEXT_MAX_LENGTH.memberNo,
  digits: true,
  required: 'Member is required',
  tooLong: 'Member number is too long',
});

/**
 * The one-time login code sent by SMS while the account is under attack (decision 028): six digits, ASCII or
 * Bengali as typed on a Bengali keyboard (read as the same digits). Any other text is a wrong code, refused by
 * the service with its key (auth.loginCodeWrong) and counted against the code's tries.
 */
const loginCode = zText({ max: 12, digits: true }).optional();

export const ZAdminLoginInput = z.object({
  phone: zText({
    max: TEXT_MAX_LENGTH.loginPhone,
    digits: true,
    required: 'Phone is required',
    tooLong: 'Phone is too long',
  }),
  password: typedPassword('Password'),
  remember: z.boolean().optional().default(false),
  code: loginCode,
});

export const ZMemberLoginInput = z.object({
  member: memberNo,
  password: typedPassword('Password'),
  remember: z.boolean().optional().default(false),
  code: loginCode,
});

/** Asking for a login code: the account only (the code goes to its registered phone, never to a typed one). */
export const ZMemberLoginCodeInput = z.object({ member: memberNo });
export const ZAdminLoginCodeInput = z.object({
  phone: zText({
    max: TEXT_MAX_LENGTH.loginPhone,
    digits: true,
    required: 'Phone is required',
    tooLong: 'Phone is too long',
  }),
});

export const ZMemberNoParam = z.object({ member_no: memberNo });

export const ZChangePasswordInput = z.object({
  current_password: typedPassword('Current password'),
  new_password: typedPassword('New password'),
  confirm_new_password: typedPassword('Password confirmation'),
  /** Optional: the session decides whose password changes; a different number is refused (403). */
  member_no: memberNo.optional(),
});
export type ChangePasswordInput = z.input<typeof ZChangePasswordInput>;

/** Accepts the legacy spelling `Member_access` and answers the canonical privilege. */
export const ZPrivilege = zText({ max: 30 })
  .transform((value, ctx) => {
    const privilege = normalizePrivilege(value);
    if (!privilege) {
      ctx.addIssue({ code: 'custom', message: `Privilege must be one of ${PRIVILEGES.join(', ')}` });
      return z.NEVER;
    }
    return privilege;
  })
  .pipe(z.enum(PRIVILEGES))
  // The document names the canonical spellings only; the legacy one is still read.
  .meta({ type: 'string', enum: [...PRIVILEGES] });

/**
 * A new admin: the server issues a temporary password and answers it once (ZCreatedAdmin); the new admin
 * must replace it at their first login. Whoever adds an admin never chooses nor keeps a password for them.
 */
export const ZCreateAdminInput = z.object({
  name: zText({ max: TEXT_MAX_LENGTH.adminName, required: 'Name is required', tooLong: 'Name is too long' }),
  phone: zText({ max: TEXT_MAX_LENGTH.loginPhone, digits: true }).regex(
    BD_MOBILE_PATTERN,
    'Phone must be a mobile number like 01711000000',
  ),
  privilege: ZPrivilege.optional().default('Full_Access+' satisfies Privilege),
});

export const ZAdminAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  privilege: z.enum(PRIVILEGES),
  pic: z.string().nullable(),
  /** Disabled: cannot log in, holds no session, its API keys refused. */
  disabled: z.boolean(),
  /** Still the temporary password it was given: the admin must change it before anything else. */
  password_is_temporary: z.boolean(),
});
export type AdminAccount = z.infer<typeof ZAdminAccount>;

/** An admin with the temporary password the server issued: the only time it is ever shown. */
export const ZAdminWithTemporaryPassword = z.object({
  admin: ZAdminAccount,
  temporary_password: z.string(),
});
export type AdminWithTemporaryPassword = z.infer<typeof ZAdminWithTemporaryPassword>;

export const ZAdminIdInput = z.object({ id: zRecordId.describe('The admin') });

/** The logged-in admin's own password: the current one, the new one and its confirmation. */
export const ZAdminChangePasswordInput = z.object({
  current_password: typedPassword('Current password'),
  new_password: typedPassword('New password'),
  confirm_new_password: typedPassword('Password confirmation'),
});
export type AdminChangePasswordInput = z.input<typeof ZAdminChangePasswordInput>;

/** A member as the admin panel lists it: never a password, only whether it is still an initial one. */
export const ZMemberAccount = z.object({
  member_no: z.string(),
  name: z.string(),
  phone: z.string(),
  status: z.enum(['active', 'deceased']),
  has_password: z.boolean(),
  password_is_initial: z.boolean(),
});
export type MemberAccount = z.infer<typeof ZMemberAccount>;

/** The member's own profile as the session sees it: the public record, and whether the password must change. */
export const ZMemberSelf = ZPublicMember.extend({
  password_is_initial: z
    .boolean()
    .describe(
      'Whether the password is still the initial one: every other member call is refused until it is changed',
    ),
});
export type MemberSelf = z.infer<typeof ZMemberSelf>;
