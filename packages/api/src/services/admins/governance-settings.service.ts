import type { ZGovernanceSettings } from '@samity/domain';
import type { z } from 'zod';
import { withAudit } from '../audit/with-audit';
import type { AdminContext } from '../service-context';
import { readApproverMinAgeDays, writeApproverMinAgeDays } from './two-person.queries';

type GovernanceSettings = z.output<typeof ZGovernanceSettings>;

/** The two-person rule's setting (docs/governance.md, "Two persons and persons only"). */
export async function governanceSettings(ctx: AdminContext): Promise<GovernanceSettings> {
  return { approver_min_age_days: await readApproverMinAgeDays(ctx.db) };
}

/**
 * Sets the days an approver's account must have existed before a proposal. Lowering it weakens the two-person
 * rule, so the procedure is for a Full_Access+ admin in person (never a key), and the audit row, written in
 * the same transaction, holds the value before and after and says whether it was lowered: the first thing an
 * auditor should look for, as with the approvals flagged `approver_recent`.
 */
export async function updateGovernanceSettings(
  ctx: AdminContext,
  input: GovernanceSettings,
): Promise<GovernanceSettings> {
  await withAudit(
    ctx,
    (before: GovernanceSettings) => ({
      action: 'governance.settings',
      entity: 'governance_settings',
      entityId: 1,
      before,
      after: { ...input, lowered: input.approver_min_age_days < before.approver_min_age_days },
    }),
    async (tx) => {
      const before = { approver_min_age_days: await readApproverMinAgeDays(tx) };
      await writeApproverMinAgeDays(tx, input.approver_min_age_days, ctx.actor.adminId, ctx.now());
      return before;
    },
  );
  return input;
}
