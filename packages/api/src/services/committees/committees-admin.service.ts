import { isUniqueViolation } from '@samity/db';
import {
  AppError,
  committeeTermLabel,
  type ZAddCommitteeMemberInput,
  type ZCloseTermResult,
} from '@samity/domain';
import type { z } from 'zod';
import { withAudit } from '../audit/with-audit';
import { findAdminMember } from '../members/members-admin.queries';
import type { AdminContext } from '../service-context';
import {
  findCurrentCommitteeMember,
  insertCurrentCommitteeMember,
  moveCurrentToPrevious,
  removeFromCurrentCommittee,
  termExists,
} from './committees-admin.queries';

const alreadyInCommittee = () =>
  new AppError('CONFLICT', 'committee.alreadyMember', 'This member is already in the current committee.', {
    fieldErrors: { member_no: 'This member is already in the current committee.' },
  });

/**
 * Adds an active member to the current committee with a title. The name is the member's unless the admin
 * wrote another (the original form let it be edited); the picture is the member's.
 */
export async function addCommitteeMember(
  ctx: AdminContext,
  input: z.output<typeof ZAddCommitteeMemberInput>,
) {
  try {
    return await withAudit(
      ctx,
      (row: { id: number; member_no: string | null; name: string; title: string | null }) => ({
        action: 'committee.add',
        entity: 'committee_members',
        entityId: row.id,
        after: { kind: 'current', member_no: row.member_no, name: row.name, title: row.title },
      }),
      async (tx) => {
        const member = await findAdminMember(tx, input.member_no);
        if (!member)
          throw new AppError('NOT_FOUND', 'members.notFound', 'Member not found.', {
            fieldErrors: { member_no: 'Member not found.' },
          });
        if (member.status !== 'active')
          throw new AppError(
            'CONFLICT',
            'committee.memberNotActive',
            'Only an active member can join the committee.',
            {
              fieldErrors: { member_no: 'Only an active member can join the committee.' },
            },
          );
        if (await findCurrentCommitteeMember(tx, member.member_no)) throw alreadyInCommittee();
        return insertCurrentCommitteeMember(tx, {
          member_no: member.member_no,
          name: input.name || member.name,
          title: input.title,
          pic: member.pic,
          at: ctx.now(),
        });
      },
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyInCommittee();
    throw error;
  }
}

/** Removes a member from the current committee (the delete of the original, by member number). */
export async function deleteCommitteeMember(ctx: AdminContext, memberNo: string): Promise<{ success: true }> {
  await withAudit(
    ctx,
    (row: { id: number; member_no: string | null; name: string; title: string | null }) => ({
      action: 'committee.delete',
      entity: 'committee_members',
      entityId: row.id,
      before: { kind: 'current', member_no: row.member_no, name: row.name, title: row.title },
    }),
    async (tx) => {
      const removed = await removeFromCurrentCommittee(tx, memberNo);
      if (!removed)
        throw new AppError('NOT_FOUND', 'committee.notFound', 'This member is not in the current committee.');
      return removed;
    },
  );
  return { success: true };
}

/**
 * Closes the current committee's term: every current member becomes a previous-committee member of the
 * term, in one transaction. A term that already has members is refused, so two terms are never merged.
 */
export async function closeCommitteeTerm(
  ctx: AdminContext,
  term: string,
): Promise<z.infer<typeof ZCloseTermResult>> {
  const moved = await withAudit(
    ctx,
    (rows: { id: number; member_no: string | null; name: string; title: string | null }[]) => ({
      action: 'committee.close_term',
      entity: 'committee_members',
      entityId: term,
      before: {
        kind: 'current',
        members: rows.map(({ member_no, name, title }) => ({ member_no, name, title })),
      },
      after: { kind: 'previous', term },
    }),
    async (tx) => {
      if (await termExists(tx, term))
        throw new AppError(
          'CONFLICT',
          'committee.termExists',
          'A previous committee with this term already exists.',
          {
            fieldErrors: { term: 'A previous committee with this term already exists.' },
          },
        );
      const rows = await moveCurrentToPrevious(tx, term);
      if (rows.length === 0)
        throw new AppError('CONFLICT', 'committee.empty', 'The current committee has no members.');
      return rows;
    },
  );
  return { term, term_label: committeeTermLabel(term), moved: moved.length };
}
