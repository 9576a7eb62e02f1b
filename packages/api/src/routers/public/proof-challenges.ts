import { ZHumanProofChallenge } from '@samity/domain';
import { z } from 'zod';
import { publicProcedure } from '../../procedures';
import { issueChallenge } from '../../services/human-proof/human-proof.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/**
 * The challenges anonymous forms solve to show a person sent them (decision 027). A POST, so no answer is
 * ever cached or shared: every form gets a challenge of its own.
 */
export const publicProofChallengesRouter = router({
  create: publicProcedure
    .meta(
      rest(
        'public',
        'POST',
        '/proof-challenges',
        'A proof-of-work challenge for an anonymous form (enquiry, alert, complaint)',
        'Find the number between 0 and maxnumber whose SHA-256 of salt + number, in hex, is the challenge; send base64 of the JSON {algorithm, challenge, number, salt, signature} as the form’s proof within 10 minutes. Each challenge is accepted once.',
      ),
    )
    .input(z.object({}).strict().optional())
    .output(ZHumanProofChallenge)
    .mutation(({ ctx }) => issueChallenge(ctx)),
});
