import {
  ZAdjournMeetingInput,
  ZAttendeeList,
  ZAttendeesInput,
  ZMeeting,
  ZMeetingIdInput,
  ZMeetingList,
  ZMeetingListInput,
  ZMeetingSettings,
  ZMeetingSettingsInput,
  ZPublishMeetingNoticeInput,
  ZQuorum,
  ZRegister,
  ZRegisterInput,
  ZSaveMinutesInput,
  ZScheduleMeetingInput,
  ZSetAttendanceInput,
  ZSuccess,
} from '@samity/domain';
import { z } from 'zod';
import { adminProcedure, credentialProcedure, peopleOnly } from '../../procedures';
import { adjournMeeting, adoptMinutes, saveMinutes } from '../../services/meetings/meeting-minutes.service';
import { listRegister } from '../../services/meetings/meetings.service';
import {
  deleteMeeting,
  getMeeting,
  getMeetingSettings,
  listMeetings,
  publishMeetingNotice,
  scheduleMeeting,
  updateMeetingSettings,
} from '../../services/meetings/meetings-admin.service';
import { listAttendees, setAttendance } from '../../services/meetings/meetings-attendance.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/**
 * The society's meetings (/MeetingsAdmin, /ResolutionRegister), Full_Access. Reads are open to an API key of
 * that privilege; every write records what people did at a meeting or tells members to come, so it is done
 * by a person logged in (credentialProcedure: a key is refused with 403).
 */
export const adminMeetingsRouter = router({
  list: adminProcedure('meetings')
    .meta(rest('admin', 'GET', '/meetings', 'Meetings, newest date first, one page'))
    .input(ZMeetingListInput)
    .output(ZMeetingList)
    .query(({ ctx, input }) => listMeetings(ctx, input)),

  get: adminProcedure('meetings')
    .meta(rest('admin', 'GET', '/meetings/{id}', 'A meeting: agenda, quorum, minutes and resolutions'))
    .input(ZMeetingIdInput)
    .output(ZMeeting)
    .query(({ ctx, input }) => getMeeting(ctx, input.id)),

  create: credentialProcedure('meetings')
    .meta(
      rest(
        'admin',
        'POST',
        '/meetings',
        'Schedules a meeting (annual general, special general or committee) with its agenda',
        'An annual general meeting needs the date the annual audit was completed; one later than 60 days after it is answered with agm_late_limit set.',
      ),
    )
    .input(ZScheduleMeetingInput)
    .output(ZMeeting)
    .mutation(({ ctx, input }) => scheduleMeeting(ctx, input)),

  delete: credentialProcedure('meetings')
    .meta(
      rest(
        'admin',
        'DELETE',
        '/meetings/{id}',
        'Deletes a meeting whose notice is not published (409 after)',
      ),
    )
    .input(ZMeetingIdInput)
    .output(ZSuccess)
    .mutation(({ ctx, input }) => deleteMeeting(ctx, input.id)),

  publishNotice: credentialProcedure('meetings')
    .meta(
      rest(
        'admin',
        'POST',
        '/meetings/{id}/notice',
        'Publishes the notice to every member entitled to attend (inbox, SMS, email)',
        'A general meeting’s notice also goes on the public notice board with its picture (pic, required then). 409 when already published.',
      ),
    )
    .input(ZPublishMeetingNoticeInput)
    .output(ZMeeting)
    .mutation(({ ctx, input }) => publishMeetingNotice(ctx, input)),

  attendees: adminProcedure('meetings')
    .meta(
      rest(
        'admin',
        'GET',
        '/meetings/{id}/attendees',
        'The members entitled to attend, one page, with the quorum',
      ),
    )
    .input(ZAttendeesInput)
    .output(ZAttendeeList)
    .query(({ ctx, input }) => listAttendees(ctx, input)),

  setAttendance: credentialProcedure('meetings')
    .meta(
      rest(
        'admin',
        'PUT',
        '/meetings/{id}/attendance',
        'Marks an entitled member present or not; answers the quorum',
        '409 once the minutes are adopted.',
      ),
    )
    .input(ZSetAttendanceInput)
    .output(ZQuorum)
    .mutation(({ ctx, input }) => setAttendance(ctx, input)),

  saveMinutes: credentialProcedure('meetings')
    .meta(
      rest(
        'admin',
        'PUT',
        '/meetings/{id}/minutes',
        'Saves the draft minutes: per agenda item the discussion and its resolutions',
        '409 once adopted: adopted minutes are corrected only by a resolution of a later meeting (corrects).',
      ),
    )
    .input(ZSaveMinutesInput)
    .output(ZMeeting)
    .mutation(({ ctx, input }) => saveMinutes(ctx, input)),

  adopt: credentialProcedure('meetings')
    .meta(peopleOnly("adopting a meeting's minutes"))
    .meta(
      rest(
        'admin',
        'POST',
        '/meetings/{id}/adopt',
        'Adopts the minutes: resolutions get register numbers (year/sequence), the minutes close for good',
        'Only once the meeting has begun (its date and time, Dhaka) and only when the quorum is met (409 ' +
          'meetings.notYetHeld or meetings.quorumNotMet otherwise). The quorum is taken then and stored with ' +
          'the meeting: later settings, payments or member changes never alter it.',
      ),
    )
    .input(ZMeetingIdInput)
    .output(ZMeeting)
    .mutation(({ ctx, input }) => adoptMinutes(ctx, input.id)),

  adjourn: credentialProcedure('meetings')
    .meta(peopleOnly('recording a meeting as adjourned'))
    .meta(
      rest(
        'admin',
        'POST',
        '/meetings/{id}/adjourn',
        'Records the meeting as adjourned (no quorum): its quorum stored, no resolutions, the record closed',
        'Only once the meeting has begun (409 meetings.notYetHeld); a draft with resolutions is refused (409 ' +
          'meetings.adjournedResolutions). With `sitting`, the adjourned sitting is scheduled as a new meeting ' +
          'with the same agenda (adjourned_from names this one).',
      ),
    )
    .input(ZAdjournMeetingInput)
    .output(ZMeeting)
    .mutation(({ ctx, input }) => adjournMeeting(ctx, input)),

  settings: adminProcedure('meetings')
    .meta(rest('admin', 'GET', '/meeting-settings', 'The quorum settings of general and committee meetings'))
    .input(z.void())
    .output(ZMeetingSettings)
    .query(({ ctx }) => getMeetingSettings(ctx)),

  updateSettings: credentialProcedure('meetings')
    .meta(
      rest(
        'admin',
        'PUT',
        '/meeting-settings',
        'Sets the quorum: a percent of the members entitled, or a number of members',
        'And arrears_months: the counted months unpaid that take a member’s place in a general meeting’s ' +
          'quorum (kept when left out). Applies to quorums taken afterwards only.',
      ),
    )
    .input(ZMeetingSettingsInput)
    .output(ZMeetingSettings)
    .mutation(({ ctx, input }) => updateMeetingSettings(ctx, input)),

  register: adminProcedure('meetings')
    .meta(
      rest(
        'admin',
        'GET',
        '/resolutions',
        'The resolution register: every adopted resolution, newest number first, searchable',
        'As files: GET /api/admin/resolutions.pdf and .csv (lang=en or bn).',
      ),
    )
    .input(ZRegisterInput)
    .output(ZRegister)
    .query(({ ctx, input }) => listRegister(ctx, input)),
});
