import { isUniqueViolation } from '@samity/db';
import { type AdminMember, AppError, type ZAddDeceasedInput, type ZDeceasedResult } from '@samity/domain';
import type { z } from 'zod';
import { withAudit } from '../audit/with-audit';
import { removeFromCurrentCommittee } from '../committees/committees-admin.queries';
import {
  type AdminMemberRow,
  endMemberSessions,
  findAdminMember,
  insertMembers,
  listDeceased,
  updateMember,
} from '../members/members-admin.queries';
import { auditedMember, memberNoTaken, toAdminMember } from '../members/members-admin.service';
import type { AdminContext } from '../service-context';

/** The deceased list is short (a few dozen); the bound only keeps a damaged table from flooding a page. */
const DECEASED_LIST_MAX = 1000;

type DeceasedResult = z.infer<typeof ZDeceasedResult>;

export async function listDeceasedForAdmin(ctx: AdminContext): Promise<AdminMember[]> {
  return (await listDeceased(ctx.db, DECEASED_LIST_MAX)).map(toAdminMember);
}

/**
 * Deceased add. An unknown number becomes a deceased record. An active member is marked deceased only
 * when the request confirms it (the screen asks first): in the same transaction their sessions end and they
 * leave the current committee; their cars leave the public stock because it lists active members' cars only.
 */
export async function addDeceasedMember(
  ctx: AdminContext,
  input: z.output<typeof ZAddDeceasedInput>,
): Promise<DeceasedResult> {
  const deceasedOn = input.deceased_on ?? null;
  try {
    const result = await withAudit(
      ctx,
      (result: DeceasedResult & { before: AdminMemberRow | null; row: AdminMemberRow }) => ({
        action: result.was_active ? 'member.deceased' : 'member.create_deceased',
        entity: 'members',
        entityId: input.member_no,
        before: result.before && auditedMember(result.before),
        after: {
          ...auditedMember(result.row),
          sessions_ended: result.sessions_ended,
          left_committee: result.left_committee,
        },
      }),
      async (tx) => {
        const existing = await findAdminMember(tx, input.member_no);
        if (existing?.status === 'deceased')
          throw new AppError('CONFLICT', 'deceased.already', 'This member is already in the deceased list.', {
            fieldErrors: { member_no: 'This member is already in the deceased list.' },
          });
        if (existing && !input.confirm_active)
          throw new AppError(
            'CONFLICT',
            'deceased.confirmActive',
            `Member ${existing.member_no} (${existing.name}) is an active member. Confirm to mark them deceased.`,
          );
        if (existing) {
          const row = await updateMember(
            tx,
            existing.id,
            { status: 'deceased', deceased_on: deceasedOn },
            ctx.now(),
          );
          const sessionsEnded = await endMemberSessions(tx, existing.id);
          const leftCommittee = await removeFromCurrentCommittee(tx, existing.member_no);
          return {
            before: existing,
            row,
            member: toAdminMember(row),
            was_active: true,
            sessions_ended: sessionsEnded,
            left_committee: leftCommittee !== undefined,
          };
        }
        const [row] = await insertMembers(
          tx,
          [
            {
              member_no: input.member_no,
              name: input.name,
              father: input.father,
              business: input.business,
              address: input.address,
              phone: input.phone,
              pic: input.pic ?? null,
              status: 'deceased',
              deceased_on: deceasedOn,
            },
          ],
          ctx.now(),
        );
        return {
          before: null,
          row: row!,
          member: toAdminMember(row!),
          was_active: false,
          sessions_ended: 0,
          left_committee: false,
        };
      },
    );
    const { member, was_active, sessions_ended, left_committee } = result;
    return { member, was_active, sessions_ended, left_committee };
  } catch (error) {
    if (isUniqueViolation(error)) throw memberNoTaken(input.member_no);
    throw error;
  }
}
