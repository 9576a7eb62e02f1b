import { ZMeetingListInput, ZMemberMeetingList } from '@samity/domain';
import { memberProcedure } from '../../procedures';
import { listMemberMeetings } from '../../services/meetings/meetings.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The member's meetings tab: notices of the meetings they may attend and whether the minutes are out. */
export const memberMeetingsRouter = router({
  list: memberProcedure
    .meta(
      rest(
        'member',
        'GET',
        '/member/meetings',
        'Notices of the meetings the member may attend, newest first, and whether their minutes are adopted',
        'General meetings for every member, committee meetings for the current committee; the minutes PDF is GET /api/member/meetings/{id}/minutes.pdf.',
      ),
    )
    .input(ZMeetingListInput)
    .output(ZMemberMeetingList)
    .query(({ ctx, input }) => listMemberMeetings(ctx, input)),
});
