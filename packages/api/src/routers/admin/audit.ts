import { ZAuditFilters, ZAuditListInput, ZAuditPage } from '@samity/domain';
import { z } from 'zod';
import { adminProcedure } from '../../procedures';
import { auditTrailFilters, listAuditTrail } from '../../services/audit/audit-trail.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The audit trail (/Action): Full_Access and above. */
export const adminAuditRouter = router({
  list: adminProcedure('auditTrail')
    .meta(
      rest(
        'admin',
        'GET',
        '/audit-log',
        'Audit rows, newest first: who changed what, before and after, when',
        'area is the first part of the action (expense in expense.delete); from and to are Dhaka calendar days, inclusive.',
      ),
    )
    .input(ZAuditListInput)
    .output(ZAuditPage)
    .query(({ ctx, input }) => listAuditTrail(ctx, input)),

  filters: adminProcedure('auditTrail')
    .meta(rest('admin', 'GET', '/audit-log/filters', 'The admins and the areas the audit filters offer'))
    .input(z.void())
    .output(ZAuditFilters)
    .query(({ ctx }) => auditTrailFilters(ctx)),
});
