import {
  ZAddMemberInput,
  ZAdminMember,
  ZAdminMemberListInput,
  ZAdminMemberNoParam,
  ZMemberExport,
  ZMemberExportInput,
  ZMemberImportInput,
  ZMemberImportReport,
  ZMemberSearchInput,
  ZUpdateMemberInput,
} from '@samity/domain';
import { z } from 'zod';
import { adminProcedure } from '../../procedures';
import { exportMembersCsv, importMembersCsv } from '../../services/members/member-csv.service';
import {
  addMember,
  listActiveMembersForAdmin,
  lookUpMember,
  searchActiveMembersForAdmin,
  updateMemberDetails,
} from '../../services/members/members-admin.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The Active Members Controller (/ActiveMembersAdmin): Member_Access or higher. */
export const adminMembersRouter = router({
  list: adminProcedure('activeMembers')
    .meta(
      rest('admin', 'GET', '/active-members-admin', 'Active members, 12 a page by default (limit, offset)'),
    )
    .input(ZAdminMemberListInput)
    .output(z.array(ZAdminMember))
    .query(({ ctx, input }) => listActiveMembersForAdmin(ctx, input)),

  search: adminProcedure('activeMembers')
    .meta(
      rest(
        'admin',
        'GET',
        '/active-members-admin-search',
        'Active members by member no, name or business (100 at most)',
      ),
    )
    .input(ZMemberSearchInput)
    .output(z.array(ZAdminMember))
    .query(({ ctx, input }) => searchActiveMembersForAdmin(ctx, input.search)),

  create: adminProcedure('activeMembers')
    .meta(
      rest('admin', 'POST', '/active-members-add', 'Adds an active member; a taken member number is a 409'),
    )
    .input(ZAddMemberInput)
    .output(ZAdminMember)
    .mutation(({ ctx, input }) => addMember(ctx, input)),

  get: adminProcedure('activeMembers')
    .meta(
      rest('admin', 'GET', '/members-update/{member_no}', 'Looks a member up by number for the update form'),
    )
    .input(ZAdminMemberNoParam)
    .output(ZAdminMember)
    .query(({ ctx, input }) => lookUpMember(ctx, input.member_no)),

  update: adminProcedure('activeMembers')
    .meta(
      rest(
        'admin',
        'PUT',
        '/members-update-done/{member_no}',
        "Updates a member's name, father, business, address and phone",
      ),
    )
    .input(ZUpdateMemberInput)
    .output(ZAdminMember)
    .mutation(({ ctx, input }) => updateMemberDetails(ctx, input)),

  export: adminProcedure('activeMembers')
    .meta(
      rest(
        'admin',
        'GET',
        '/active-members-admin-export',
        'The active members matching the search as CSV (all when blank)',
      ),
    )
    .input(ZMemberExportInput)
    .output(ZMemberExport)
    .query(({ ctx, input }) => exportMembersCsv(ctx, input.search)),

  import: adminProcedure('activeMembers')
    .meta(
      rest(
        'admin',
        'POST',
        '/active-members-import',
        "Imports members from CSV: a dry run answers every row's errors; a real run writes all rows or none",
      ),
    )
    .input(ZMemberImportInput)
    .output(ZMemberImportReport)
    .mutation(({ ctx, input }) => importMembersCsv(ctx, input)),
});
