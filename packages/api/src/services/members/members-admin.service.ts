import { isUniqueViolation } from '@samity/db';
import {
  type AdminMember,
  AppError,
  LIST_LIMIT_MAX,
  type NewMember,
  type ZUpdateMemberInput,
} from '@samity/domain';
import type { z } from 'zod';
import { withAudit } from '../audit/with-audit';
import type { AdminContext } from '../service-context';
import {
  type AdminMemberRow,
  findAdminMember,
  insertMembers,
  pageActiveMembers,
  searchActive,
  takenMemberNos,
  updateMember,
} from './members-admin.queries';

/** The audit trail keeps a member's own fields, never password state. */
export const auditedMember = (row: AdminMemberRow) => ({
  member_no: row.member_no,
  name: row.name,
  father: row.father,
  business: row.business,
  address: row.address,
  phone: row.phone,
  pic: row.pic,
  status: row.status,
  deceased_on: row.deceased_on,
});

export const toAdminMember = (row: AdminMemberRow): AdminMember => ({ ...row });

export const memberNotFound = () => new AppError('NOT_FOUND', 'members.notFound', 'Member not found.');

export const memberNoTaken = (memberNo: string) =>
  new AppError('CONFLICT', 'members.memberNoTaken', `Member number ${memberNo} is already taken.`, {
    fieldErrors: { member_no: 'This member number is already taken.' },
  });

export async function listActiveMembersForAdmin(
  ctx: AdminContext,
  page: { limit: number; offset: number },
): Promise<AdminMember[]> {
  return (await pageActiveMembers(ctx.db, page)).map(toAdminMember);
}

export async function searchActiveMembersForAdmin(ctx: AdminContext, search: string): Promise<AdminMember[]> {
  return (await searchActive(ctx.db, search, LIST_LIMIT_MAX)).map(toAdminMember);
}

/** The update lookup: any member by number, active or deceased. */
export async function lookUpMember(ctx: AdminContext, memberNo: string): Promise<AdminMember> {
  const row = await findAdminMember(ctx.db, memberNo);
  if (!row) throw memberNotFound();
  return toAdminMember(row);
}

/** Add member: the number must be free (409 otherwise, nothing written). */
export async function addMember(ctx: AdminContext, input: NewMember): Promise<AdminMember> {
  const audit = (row: AdminMemberRow) => ({
    action: 'member.create',
    entity: 'members',
    entityId: row.member_no,
    after: auditedMember(row),
  });
  try {
    const row = await withAudit(ctx, audit, async (tx) => {
      if ((await takenMemberNos(tx, [input.member_no])).size > 0) throw memberNoTaken(input.member_no);
      const [created] = await insertMembers(
        tx,
        [{ ...input, pic: input.pic ?? null, status: 'active', deceased_on: null }],
        ctx.now(),
      );
      return created!;
    });
    return toAdminMember(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw memberNoTaken(input.member_no);
    throw error;
  }
}

/** Update member: name, father, business, address and phone of the member with this number. */
export async function updateMemberDetails(
  ctx: AdminContext,
  input: z.output<typeof ZUpdateMemberInput>,
): Promise<AdminMember> {
  const { member_no, ...fields } = input;
  // A field the request left out keeps its value.
  const values = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  let before: AdminMemberRow | undefined;
  const row = await withAudit(
    ctx,
    (after: AdminMemberRow) => ({
      action: 'member.update',
      entity: 'members',
      entityId: member_no,
      before: before && auditedMember(before),
      after: auditedMember(after),
    }),
    async (tx) => {
      before = await findAdminMember(tx, member_no);
      if (!before) throw memberNotFound();
      return updateMember(tx, before.id, values, ctx.now());
    },
  );
  return toAdminMember(row);
}
