import { ZGovernanceSettings } from '@samity/domain';
import { z } from 'zod';
import { credentialProcedure, peopleOnly } from '../../procedures';
import {
  governanceSettings,
  updateGovernanceSettings,
} from '../../services/admins/governance-settings.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/**
 * The two-person rule's setting (docs/governance.md): it decides who counts as a second person for the
 * year-end appropriation and for disabling or resetting a Full_Access+ admin, so it is read and set by a
 * Full_Access+ admin in person, like the admins themselves.
 */
export const adminGovernanceRouter = router({
  settings: credentialProcedure('addAdmin')
    .meta(
      rest(
        'admin',
        'GET',
        '/governance-settings',
        "The two-person rule's setting: days an approver's account must have existed before a proposal",
      ),
    )
    .input(z.void())
    .output(ZGovernanceSettings)
    .query(({ ctx }) => governanceSettings(ctx)),

  updateSettings: credentialProcedure('addAdmin')
    .meta(peopleOnly("changing the two-person rule's setting"))
    .meta(
      rest(
        'admin',
        'PUT',
        '/governance-settings',
        "Sets the two-person rule's setting (0 to 365 days); audited with the value before and after",
        'Lowering it weakens the two-person rule: the audit row says `lowered: true`. It applies to approvals ' +
          'and confirmations made after it.',
      ),
    )
    .input(ZGovernanceSettings)
    .output(ZGovernanceSettings)
    .mutation(({ ctx, input }) => updateGovernanceSettings(ctx, input)),
});
