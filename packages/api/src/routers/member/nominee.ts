import { ZMemberScopeInput, ZNomineeInput, ZNomineeResult, ZSuccess } from '@samity/domain';
import { memberProcedure } from '../../procedures';
import { getNominee, saveNominee } from '../../services/nominee/nominee.service';
import { router } from '../../trpc';
import { rest } from '../rest';

export const memberNomineeRouter = router({
  get: memberProcedure
    .meta(
      rest('member', 'POST', '/member/fetch-nominee', "The member's nominee, or null before one is saved"),
    )
    .input(ZMemberScopeInput)
    .output(ZNomineeResult)
    .mutation(({ ctx, input }) => getNominee(ctx, input.member_no)),

  update: memberProcedure
    .meta(
      rest(
        'member',
        'POST',
        '/member/save-nominee',
        "Adds or replaces the member's nominee; all five fields required",
      ),
    )
    .input(ZNomineeInput)
    .output(ZSuccess)
    .mutation(({ ctx, input }) => saveNominee(ctx, input)),
});
