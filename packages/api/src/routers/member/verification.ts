import { ZOwnVerification } from '@samity/domain';
import { z } from 'zod';
import { memberProcedure } from '../../procedures';
import { ownVerification } from '../../services/verification/verification.service';
import { router } from '../../trpc';
import { rest } from '../rest';

export const memberVerificationRouter = router({
  get: memberProcedure
    .meta(
      rest(
        'member',
        'GET',
        '/member/verification',
        "The member's own verification page address and good standing",
        'The certificate (with its QR code) is at /api/member/verification/certificate.pdf?lang=bn|en.',
      ),
    )
    .input(z.void())
    .output(ZOwnVerification)
    .query(({ ctx }) => ownVerification(ctx)),
});
