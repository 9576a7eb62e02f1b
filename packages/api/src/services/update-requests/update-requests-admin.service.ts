import {
  type AdminUpdateRequest,
  APPLICABLE_UPDATE_FIELDS,
  AppError,
  ZUpdateMemberInput,
} from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { findAdminMemberById, updateMember } from '../members/members-admin.queries';
import { auditedMember } from '../members/members-admin.service';
import { toIso, toIsoOrNull } from '../moments';
import { notifyDataUpdateSolved } from '../notifications/event-messages';
import type { AdminContext } from '../service-context';
import {
  type AdminUpdateRequestRow,
  findAdminUpdateRequest,
  listUpdateRequestsForAdmin,
  markSolved,
} from './update-requests-admin.queries';

type ApplicableField = (typeof APPLICABLE_UPDATE_FIELDS)[number];

function toAdminUpdateRequest({ member_id: _memberId, ...row }: AdminUpdateRequestRow): AdminUpdateRequest {
  return { ...row, created_at: toIso(row.created_at), solved_at: toIsoOrNull(row.solved_at) };
}

const notFound = () => new AppError('NOT_FOUND', 'updateRequests.notFound', 'Update request not found.');
const alreadySolved = () =>
  new AppError('CONFLICT', 'updateRequests.alreadySolved', 'This request is already solved.');

export async function listUpdateRequests(
  ctx: AdminContext,
  page: { limit: number; offset: number },
): Promise<AdminUpdateRequest[]> {
  return (await listUpdateRequestsForAdmin(ctx.db, page)).map(toAdminUpdateRequest);
}

/** Solving: unsolved to solved, by this admin, now. There is no way back, and a solved request stays so. */
export async function solveUpdateRequest(ctx: AdminContext, id: number): Promise<AdminUpdateRequest> {
  const row = await withAudit(
    ctx,
    (solved: AdminUpdateRequestRow) => ({
      action: 'dataUpdate.solve',
      entity: 'data_update_requests',
      entityId: id,
      before: { status: 'unsolved' },
      after: { status: solved.status, member_no: solved.member_no, field: solved.field },
    }),
    async (tx) => {
      const request = await findAdminUpdateRequest(tx, id);
      if (!request) throw notFound();
      if (!(await markSolved(tx, id, { at: ctx.now(), adminId: ctx.actor.adminId }))) throw alreadySolved();
      await notifyDataUpdateSolved(tx, ctx, request);
      return (await findAdminUpdateRequest(tx, id))!;
    },
  );
  return toAdminUpdateRequest(row);
}

/** The correction as the member's field takes it, checked by the same rule as Update member. */
function parseCorrection(field: string, value: string): { field: ApplicableField; value: string } {
  if (!(APPLICABLE_UPDATE_FIELDS as readonly string[]).includes(field))
    throw new AppError(
      'BAD_REQUEST',
      'updateRequests.notApplicable',
      'This request cannot be applied automatically; correct the member by hand and mark it solved.',
    );
  const applicable = field as ApplicableField;
  const parsed = ZUpdateMemberInput.shape[applicable].safeParse(value);
  if (!parsed.success)
    throw new AppError(
      'BAD_REQUEST',
      'updateRequests.invalidCorrection',
      `The correction cannot be applied: ${parsed.error.issues[0]?.message ?? 'invalid value'}`,
    );
  return { field: applicable, value: parsed.data ?? value };
}

/**
 * Apply: writes the requested correction into the member's record and solves the request, in one audited
 * transaction (either both happen or neither).
 */
export async function applyUpdateRequest(ctx: AdminContext, id: number): Promise<AdminUpdateRequest> {
  const row = await withAudit(
    ctx,
    (result: { request: AdminUpdateRequestRow; before: unknown; after: unknown }) => ({
      action: 'dataUpdate.apply',
      entity: 'data_update_requests',
      entityId: id,
      before: { status: 'unsolved', member: result.before },
      after: { status: 'solved', member: result.after },
    }),
    async (tx) => {
      const request = await findAdminUpdateRequest(tx, id);
      if (!request) throw notFound();
      if (request.status === 'solved') throw alreadySolved();
      const correction = parseCorrection(request.field, request.correct_version);
      const member = await findAdminMemberById(tx, request.member_id);
      if (!member) throw notFound();
      const updated = await updateMember(tx, member.id, { [correction.field]: correction.value }, ctx.now());
      if (!(await markSolved(tx, id, { at: ctx.now(), adminId: ctx.actor.adminId }))) throw alreadySolved();
      await notifyDataUpdateSolved(tx, ctx, request);
      return {
        request: (await findAdminUpdateRequest(tx, id))!,
        before: auditedMember(member),
        after: auditedMember(updated),
      };
    },
  );
  return toAdminUpdateRequest(row.request);
}
