import type { ZElectionSettings } from '@samity/domain';
import type { z } from 'zod';
import { withAudit } from '../audit/with-audit';
import type { AdminContext } from '../service-context';
import { readElectionSettings, writeElectionSettings } from './elections.queries';

/**
 * The bylaws' notice periods an election's schedule is checked against when it is scheduled
 * (noticePeriodBreach). A change applies to elections scheduled after it: a scheduled election, its frozen
 * voter list and its result stay as they are.
 */
export function electionSettings(ctx: AdminContext) {
  return readElectionSettings(ctx.db);
}

export async function updateElectionSettings(ctx: AdminContext, input: z.output<typeof ZElectionSettings>) {
  return withAudit(
    ctx,
    (before: z.output<typeof ZElectionSettings>) => ({
      action: 'election.settings',
      entity: 'election_settings',
      entityId: 1,
      before,
      after: input,
    }),
    async (tx) => {
      const before = await readElectionSettings(tx);
      await writeElectionSettings(tx, input, ctx.actor.adminId, ctx.now());
      return before;
    },
  ).then(() => input);
}
