import {
  AppError,
  isInGoodStanding,
  type MemberVerification,
  type OwnVerification,
  VERIFICATION_TOKEN_PATTERN,
} from '@samity/domain';
import type { MemberContext, ServiceContext } from '../service-context';
import {
  dealersStanding,
  findVerificationByToken,
  findVerificationOfMember,
  type VerificationRow,
} from './verification.queries';

/** The address of a member's verification page (what the QR code and the badge point at). */
export const verificationPath = (token: string) => `/verify/${token}`;

/** An unknown, rotated or malformed token: all answer the same 404, so nothing tells them apart. */
const unknownToken = () =>
  new AppError('NOT_FOUND', 'verification.notFound', 'This verification address is not valid.');

// A scalar count is never null; the type says it may be because it is a subquery.
const standingOf = (row: { status: 'active' | 'deceased'; months_behind: string | number | null }) =>
  isInGoodStanding({ status: row.status, monthsBehind: Number(row.months_behind) });

export function toVerification(row: VerificationRow): MemberVerification {
  return {
    member_no: row.member_no,
    name: row.name,
    business: row.business,
    pic: row.pic,
    status: row.status,
    good_standing: standingOf(row),
  };
}

/** The public verification page: who the member is and whether they are in good standing now. */
export async function verifyMember(ctx: ServiceContext, token: string): Promise<MemberVerification> {
  if (!VERIFICATION_TOKEN_PATTERN.test(token)) throw unknownToken();
  const row = await findVerificationByToken(ctx.db, token, ctx.now());
  if (!row) throw unknownToken();
  return toVerification(row);
}

/** The logged-in member's own verification (for the dashboard and the certificate). */
export async function ownVerificationRow(ctx: MemberContext): Promise<VerificationRow> {
  const row = await findVerificationOfMember(ctx.db, ctx.actor.memberId, ctx.now());
  // The trigger gives every member a token, so a member without one is a broken database, not a refusal.
  if (!row) throw new Error(`Member ${ctx.actor.memberId} has no verification token`);
  return row;
}

export async function ownVerification(ctx: MemberContext): Promise<OwnVerification> {
  const row = await ownVerificationRow(ctx);
  return { token: row.token, path: verificationPath(row.token), good_standing: standingOf(row) };
}

/**
 * The verified badge of each dealer named (member id -> their page's address), for a list of cars: dealers
 * not in good standing are absent. One query whatever the number of cars.
 */
export async function verifiedDealers(
  ctx: ServiceContext,
  memberIds: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(memberIds)];
  const rows = await dealersStanding(ctx.db, unique, ctx.now());
  return new Map(rows.filter((row) => standingOf(row)).map((row) => [row.id, verificationPath(row.token)]));
}
