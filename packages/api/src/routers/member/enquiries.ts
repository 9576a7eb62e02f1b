import {
  ZEnquiriesExport,
  ZEnquiriesMarkedRead,
  ZEnquiriesPage,
  ZEnquiry,
  ZEnquiryIdInput,
  ZEnquiryListInput,
} from '@samity/domain';
import { z } from 'zod';
import { memberProcedure } from '../../procedures';
import {
  answerEnquiry,
  countUnreadEnquiries,
  exportOwnEnquiries,
  listOwnEnquiries,
  markOwnEnquiriesRead,
} from '../../services/enquiries/member-enquiries.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** Buyers' enquiries about the member's cars: theirs alone (the member comes from the session). */
export const memberEnquiriesRouter = router({
  list: memberProcedure
    .meta(
      rest(
        'member',
        'GET',
        '/member/enquiries',
        "The member's enquiries, newest first, with the unread count",
      ),
    )
    .input(ZEnquiryListInput)
    .output(ZEnquiriesPage)
    .query(({ ctx, input }) => listOwnEnquiries(ctx, input)),

  unreadCount: memberProcedure
    .meta(
      rest('member', 'GET', '/member/enquiries/unread-count', 'How many enquiries the member has not seen'),
    )
    .input(z.void())
    .output(z.object({ unread: z.number().int() }))
    .query(({ ctx }) => countUnreadEnquiries(ctx)),

  markRead: memberProcedure
    .meta(
      rest(
        'member',
        'POST',
        '/member/enquiries/read',
        'Marks enquiries read (the dealer called, sent an SMS or dismissed the New mark)',
        "Ids of another member's enquiries change nothing.",
      ),
    )
    .input(z.object({ ids: z.array(ZEnquiryIdInput.shape.id).min(1).max(100) }))
    .output(ZEnquiriesMarkedRead)
    .mutation(({ ctx, input }) => markOwnEnquiriesRead(ctx, input.ids)),

  answer: memberProcedure
    .meta(
      rest(
        'member',
        'POST',
        '/member/enquiries/{id}/answered',
        'Marks an enquiry answered',
        "Another member's enquiry is 404. A closed enquiry (its car was sold) stays closed.",
      ),
    )
    .input(ZEnquiryIdInput)
    .output(ZEnquiry)
    .mutation(({ ctx, input }) => answerEnquiry(ctx, input.id)),

  export: memberProcedure
    .meta(rest('member', 'GET', '/member/enquiries/export', "The member's enquiries as a CSV file's text"))
    .input(z.void())
    .output(ZEnquiriesExport)
    .query(({ ctx }) => exportOwnEnquiries(ctx)),
});
