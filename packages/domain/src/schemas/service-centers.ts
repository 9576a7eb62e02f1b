import { z } from 'zod';
import { zImageUrl } from './member-fields';

/** The service center logos' rows are the gallery's shape (ZSiteImage, in gallery.ts). */

/** Add a service center: its one picture (logo). */
export const ZAddServiceCenterInput = z.object({ pic: zImageUrl.describe('Address from POST /api/uploads') });
