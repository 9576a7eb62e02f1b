import type { Db } from '@samity/db';
import { AppError } from '@samity/domain';
import { type ImageOwner, uploadsOf } from './images.queries';

/**
 * A record may take only pictures its author's side uploaded (docs/images.md): a member's car only pictures
 * that member uploaded, admin content (notices, service centers, gallery, ledger receipts) only pictures an
 * admin uploaded. Otherwise a member could put another dealer's photos on a car of theirs, or on the site's
 * pages. Addresses the record already holds (kept by an update) are not asked about again.
 *
 * An address the registry does not know is a 400 with the caller's own message (`notUploaded`); one stored
 * but uploaded by someone else a 403 (`images.notYourUpload` for a member, `images.notAdminUpload` for admin
 * content). Either way before anything is written.
 */
export async function assertOwnUploads(
  db: Db,
  urls: readonly string[],
  owner: ImageOwner,
  options: {
    field: string;
    notUploaded: { key: string; message: string };
    alreadyOnRecord?: readonly string[];
  },
): Promise<void> {
  const fresh = [...new Set(urls)].filter((url) => !options.alreadyOnRecord?.includes(url));
  const { stored, own } = await uploadsOf(db, fresh, owner);
  if (fresh.some((url) => !stored.has(url))) {
    const { key, message } = options.notUploaded;
    throw new AppError('BAD_REQUEST', key, message, { fieldErrors: { [options.field]: message } });
  }
  if (fresh.some((url) => !own.has(url))) {
    const [key, message] =
      owner.kind === 'member'
        ? ['images.notYourUpload', 'You can only use pictures you uploaded yourself.']
        : ['images.notAdminUpload', 'Only pictures uploaded by an admin can be used here.'];
    throw new AppError('FORBIDDEN', key, message, {
      fieldErrors: { [options.field]: message },
    });
  }
}

/** The options of admin content's pictures: an address the registry does not know is a 400. */
export const ADMIN_PICTURE = (field: string) => ({
  field,
  notUploaded: { key: 'images.notUploaded', message: 'Upload the picture first, then save.' },
});
