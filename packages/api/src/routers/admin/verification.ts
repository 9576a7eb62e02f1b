import { ZRotatedVerification, ZRotateVerificationInput } from '@samity/domain';
import { credentialProcedure } from '../../procedures';
import { rotateVerificationToken } from '../../services/verification/verification-admin.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/**
 * Rotating a member's verification token is done by a person: it vouches for (or withdraws) a member's
 * public identity, so, like the members' passwords, an API key may not do it (credentialProcedure).
 */
export const adminVerificationRouter = router({
  rotate: credentialProcedure('activeMembers')
    .meta(
      rest(
        'admin',
        'POST',
        '/active-members-admin/{member_no}/verification/rotate',
        'Gives the member a new verification address; the old one (and its printed QR codes) answers 404',
        'Audited. An admin in person only: an API key is refused with 403. 404 for an unknown member number.',
      ),
    )
    .input(ZRotateVerificationInput)
    .output(ZRotatedVerification)
    .mutation(({ ctx, input }) => rotateVerificationToken(ctx, input.member_no)),
});
