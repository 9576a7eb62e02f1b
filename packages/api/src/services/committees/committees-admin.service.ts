import type { Db } from '@samity/db';
import { isUniqueViolation } from '@samity/db';
import {
  AppError,
  committeeTermLabel,
  ELECTION_ARREARS_MONTHS_DEFAULT,
  voterExclusion,
  type ZAddCommitteeMemberInput,
  type ZCloseTermResult,
} from '@samity/domain';
import type { z } from 'zod';
import { withAudit } from '../audit/with-audit';
import { findAdminMember } from '../members/members-admin.queries';
import type { AdminContext } from '../service-context';
import {
  findAdoptedResolution,
  findCurrentCommitteeMember,
  insertCurrentCommitteeMember,
  moveCurrentToPrevious,
  removeFromCurrentCommittee,
  termExists,
  unpaidMonthsOf,
} from './committees-admin.queries';

/**
 * The resolution a committee change names ('2026/14'): it must be in the register and its meeting's minutes
 * adopted. Outside an election's results the committee changes only as a meeting decided (docs/governance.md).
 */
async function decidingResolution(db: Db, resolution: string) {
  const [year, seq] = resolution.split('/').map(Number) as [number, number];
  const found = await findAdoptedResolution(db, year, seq);
  if (!found)
    throw new AppError(
      'BAD_REQUEST',
      'committee.resolutionUnknown',
      'No resolution of adopted minutes has this register number.',
      { fieldErrors: { resolution: 'No resolution of adopted minutes has this register number.' } },
    );
  return { id: Number(found.id), number: resolution };
}

const notEligible = (reason: 'deceased' | 'arrears') =>
  reason === 'deceased'
    ? new AppError('CONFLICT', 'committee.memberNotActive', 'Only an active member can join the committee.', {
        fieldErrors: { member_no: 'Only an active member can join the committee.' },
      })
    : new AppError(
        'CONFLICT',
        'committee.memberInArrears',
        'A member in arrears cannot join the committee, as they could not be nominated.',
        { fieldErrors: { member_no: 'A member in arrears cannot join the committee.' } },
      );

const alreadyInCommittee = () =>
  new AppError('CONFLICT', 'committee.alreadyMember', 'This member is already in the current committee.', {
    fieldErrors: { member_no: 'This member is already in the current committee.' },
  });

/**
 * Co-opts a member to the current committee with a title, as the named resolution decided. The member must be
 * one who could be nominated: active and not in arrears by the elections' default (voterExclusion, the rule
 * the voter list and nominations apply). The name is the member's unless the admin wrote another (the
 * original form let it be edited); the picture is the member's.
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
        after: {
          kind: 'current',
          member_no: row.member_no,
          name: row.name,
          title: row.title,
          resolution: input.resolution,
        },
      }),
      async (tx) => {
        const resolution = await decidingResolution(tx, input.resolution);
        const member = await findAdminMember(tx, input.member_no);
        if (!member)
          throw new AppError('NOT_FOUND', 'members.notFound', 'Member not found.', {
            fieldErrors: { member_no: 'Member not found.' },
          });
        const unpaid = await unpaidMonthsOf(tx, member.id, ctx.now());
        const exclusion = voterExclusion(
          { status: member.status, unpaid_months: unpaid },
          ELECTION_ARREARS_MONTHS_DEFAULT,
        );
        if (exclusion) throw notEligible(exclusion);
        if (await findCurrentCommitteeMember(tx, member.member_no)) throw alreadyInCommittee();
        const row = await insertCurrentCommitteeMember(tx, {
          member_no: member.member_no,
          name: input.name || member.name,
          title: input.title,
          pic: member.pic,
          at: ctx.now(),
          resolution_id: resolution.id,
        });
        return { ...row, resolution: resolution.number };
      },
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyInCommittee();
    throw error;
  }
}

/** Removes a member from the current committee (by member number), as the named resolution decided. */
export async function deleteCommitteeMember(
  ctx: AdminContext,
  memberNo: string,
  resolution: string,
): Promise<{ success: true }> {
  await withAudit(
    ctx,
    (row: { id: number; member_no: string | null; name: string; title: string | null }) => ({
      action: 'committee.delete',
      entity: 'committee_members',
      entityId: row.id,
      before: { kind: 'current', member_no: row.member_no, name: row.name, title: row.title },
      after: { resolution },
    }),
    async (tx) => {
      await decidingResolution(tx, resolution);
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
  resolution: string,
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
      after: { kind: 'previous', term, resolution },
    }),
    async (tx) => {
      await decidingResolution(tx, resolution);
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
