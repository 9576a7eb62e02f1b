import { ZMemberScopeInput, ZPublicPhone, ZPublicPhoneInput } from '@samity/domain';
import { memberProcedure } from '../../procedures';
import { getPublicPhone, updatePublicPhone } from '../../services/members/public-phone.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The number buyers see for the member's cars: always the session's member's own. */
export const memberPublicPhoneRouter = router({
  get: memberProcedure
    .meta(
      rest(
        'member',
        'GET',
        '/member/public-phone',
        'The number buyers see for the member (null: the login phone is shown) and the login phone',
      ),
    )
    .input(ZMemberScopeInput)
    .output(ZPublicPhone)
    .query(({ ctx, input }) => getPublicPhone(ctx, input.member_no)),

  update: memberProcedure
    .meta(
      rest(
        'member',
        'PUT',
        '/member/public-phone',
        'Sets the number buyers see on the car pages, the stock, the dealer page and WhatsApp; null shows the login phone',
      ),
    )
    .input(ZPublicPhoneInput)
    .output(ZPublicPhone)
    .mutation(({ ctx, input }) => updatePublicPhone(ctx, input)),
});
