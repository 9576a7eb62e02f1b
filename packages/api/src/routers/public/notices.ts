import { NOTICE_DISPLAY, ZNotice } from '@samity/domain';
import { z } from 'zod';
import { publicProcedure } from '../../procedures';
import { reads } from '../../read-cache-middleware';
import { listFrontNotices } from '../../services/notices/notices.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The noticeboard shows one main notice, two thumbnails and four older items (the public noticeboard). */
const FRONT_NOTICE_COUNT = NOTICE_DISPLAY.main + NOTICE_DISPLAY.thumbnails + NOTICE_DISPLAY.older;

export const publicNoticesRouter = router({
  list: publicProcedure
    .meta(
      rest(
        'public',
        'GET',
        '/notices-front',
        `The ${FRONT_NOTICE_COUNT} newest notices by date, newest first`,
      ),
    )
    .meta(reads('notices'))
    .output(z.array(ZNotice))
    .query(({ ctx }) => listFrontNotices(ctx, FRONT_NOTICE_COUNT)),
});
