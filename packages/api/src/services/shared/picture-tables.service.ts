import { ADMIN_CONTENT_LIMITS, AppError } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { ADMIN_PICTURE, assertOwnUploads, releaseImages, type StorageDriver } from '../images';
import type { AdminContext } from '../service-context';
import {
  deletePicture,
  insertPictures,
  listPicturesForAdmin,
  type PictureTable,
} from './picture-tables.queries';

type AdminWithStorage = AdminContext & { storage: StorageDriver };
type Picture = { id: number; pic: string };

/** What differs between the service center logos and the gallery: table, audit names, not-found text. */
const KINDS = {
  serviceCenter: {
    table: 'service_center_images',
    action: 'serviceCenter',
    notFound: ['serviceCenters.notFound', 'Service center not found.'],
  },
  gallery: { table: 'gallery_images', action: 'gallery', notFound: ['gallery.notFound', 'Image not found.'] },
} as const satisfies Record<
  string,
  { table: PictureTable; action: string; notFound: readonly [string, string] }
>;
export type PictureKind = keyof typeof KINDS;

export function listPictures(ctx: AdminContext, kind: PictureKind): Promise<Picture[]> {
  return listPicturesForAdmin(ctx.db, KINDS[kind].table, ADMIN_CONTENT_LIMITS.list);
}

/**
 * Adds one record per picture (a repeated address once), each one an admin uploaded; one audit row names them all. The public pages
 * read the same tables, so they show the pictures at once.
 */
export async function addPictures(
  ctx: AdminContext,
  kind: PictureKind,
  pics: readonly string[],
): Promise<Picture[]> {
  const { table, action } = KINDS[kind];
  await assertOwnUploads(
    ctx.db,
    pics,
    { kind: 'admins' },
    ADMIN_PICTURE(kind === 'gallery' ? 'pics' : 'pic'),
  );
  return withAudit(
    ctx,
    (rows: Picture[]) => ({
      action: `${action}.create`,
      entity: table,
      entityId: rows.length === 1 ? rows[0]!.id : null,
      after: rows,
    }),
    (tx) => insertPictures(tx, table, [...new Set(pics)], ctx.now()),
  );
}

/** Deletes one image record, then releases the stored picture when no other record uses it. */
export async function removePicture(
  ctx: AdminWithStorage,
  kind: PictureKind,
  id: number,
): Promise<{ success: true }> {
  const { table, action, notFound } = KINDS[kind];
  const removed = await withAudit(
    ctx,
    (row: Picture) => ({ action: `${action}.delete`, entity: table, entityId: id, before: row }),
    async (tx) => {
      const row = await deletePicture(tx, table, id);
      if (!row) throw new AppError('NOT_FOUND', notFound[0], notFound[1]);
      return row;
    },
  );
  await releaseImages(ctx, [removed.pic], { now: ctx.now() });
  return { success: true };
}
