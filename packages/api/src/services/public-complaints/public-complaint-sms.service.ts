import { AppError } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { NO_CHANNELS, notifyPhone } from '../notifications/notify';
import type { AdminContext } from '../service-context';
import { findDeskComplaint } from './public-complaints-admin.queries';

/**
 * The public complaint desk's Send Solution: the stored solution goes by SMS to the phone the visitor gave,
 * once per complaint (a second send queues nothing). Without an SMS provider nothing is queued and the desk
 * offers its sms: link instead. An unsolved complaint has nothing to send (409); audited.
 */
export async function sendPublicComplaintSolution(
  ctx: AdminContext,
  id: number,
): Promise<{ queued: boolean; smsAvailable: boolean }> {
  const smsAvailable = (ctx.channels ?? NO_CHANNELS).sms;
  return withAudit(
    ctx,
    (result: { queued: boolean; smsAvailable: boolean }) => ({
      action: 'publicComplaint.sendSolution',
      entity: 'public_complaints',
      entityId: id,
      after: result,
    }),
    async (tx) => {
      const complaint = await findDeskComplaint(tx, id);
      if (!complaint) throw new AppError('NOT_FOUND', 'complaints.notFound', 'Complaint not found.');
      if (!complaint.solution)
        throw new AppError(
          'CONFLICT',
          'complaints.notSolved',
          'Solve the complaint before sending the solution.',
        );
      const rows = await notifyPhone(tx, ctx, {
        eventKey: `public_complaint_solution:${id}`,
        phone: complaint.phone,
        message: { kind: 'public_complaint_solution', solution: complaint.solution },
      });
      return { queued: rows.length > 0, smsAvailable };
    },
  );
}
