import { z } from 'zod';
import { ADMIN_PHONE_PATTERN, PASSWORD_MAX_LENGTH } from '../auth';
import { normalizePrivilege, PRIVILEGES, type Privilege } from '../privileges';

/** A typed password: never trimmed (spaces are characters), bounded so hashing stays cheap. */
const typedPassword = (label: string) =>
  z
    .string()
    .min(1, `${label} is required`)
    .max(PASSWORD_MAX_LENGTH * 8, `${label} is too long`);

const memberNo = z.string().trim().min(1, 'Member is required').max(20, 'Member number is too long');

export const ZAdminLoginInput = z.object({
  phone: z.string().trim().min(1, 'Phone is required').max(20, 'Phone is too long'),
  password: typedPassword('Password'),
  remember: z.boolean().optional().default(false),
});
export type AdminLoginInput = z.input<typeof ZAdminLoginInput>;

export const ZMemberLoginInput = z.object({
  member: memberNo,
  password: typedPassword('Password'),
  remember: z.boolean().optional().default(false),
});
export type MemberLoginInput = z.input<typeof ZMemberLoginInput>;

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
export const ZPrivilege = z
  .string()
  .transform((value, ctx) => {
    const privilege = normalizePrivilege(value);
    if (!privilege) {
      ctx.addIssue({ code: 'custom', message: `Privilege must be one of ${PRIVILEGES.join(', ')}` });
      return z.NEVER;
    }
    return privilege;
  })
  .pipe(z.enum(PRIVILEGES));

export const ZCreateAdminInput = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long'),
  phone: z.string().trim().regex(ADMIN_PHONE_PATTERN, 'Phone must be a mobile number like 01711000000'),
  password: typedPassword('Password'),
  /** Optional for integrators; the web form always sends it. */
  confirm_password: z
    .string()
    .max(PASSWORD_MAX_LENGTH * 8)
    .optional(),
  privilege: ZPrivilege.optional().default('Full_Access+' satisfies Privilege),
});
export type CreateAdminInput = z.input<typeof ZCreateAdminInput>;

export const ZAdminAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  privilege: z.enum(PRIVILEGES),
  pic: z.string().nullable(),
});
export type AdminAccount = z.infer<typeof ZAdminAccount>;

/** A member as the admin panel lists it: never a password, only whether it is still an initial one (D1). */
export const ZMemberAccount = z.object({
  member_no: z.string(),
  name: z.string(),
  phone: z.string(),
  status: z.enum(['active', 'deceased']),
  has_password: z.boolean(),
  password_is_initial: z.boolean(),
});
export type MemberAccount = z.infer<typeof ZMemberAccount>;

/** The member's own profile as the session sees it. */
export const ZMemberSelf = z.object({
  id: z.number().int(),
  member_no: z.string(),
  name: z.string(),
  father: z.string(),
  business: z.string(),
  address: z.string(),
  phone: z.string(),
  pic: z.string().nullable(),
});
export type MemberSelf = z.infer<typeof ZMemberSelf>;
