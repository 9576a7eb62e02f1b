import { ADMIN_CONTENT_LIMITS, AppError, type NewNotice, type Notice } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { ADMIN_PICTURE, assertOwnUploads, releaseImages, type StorageDriver } from '../images';
import { notifyNoticePublished } from '../notifications/event-messages';
import type { AdminContext, ServiceContext } from '../service-context';
import { deleteNotice, insertNotice, listNewestNotices, listNoticesForAdmin } from './notices.queries';

type AdminWithStorage = AdminContext & { storage: StorageDriver };

const noticeNotFound = () => new AppError('NOT_FOUND', 'notices.notFound', 'Notice not found.');

/** The public noticeboard: the `count` newest notices by date. */
export function listFrontNotices(ctx: ServiceContext, count: number): Promise<Notice[]> {
  return listNewestNotices(ctx.db, count);
}

/** The notice board controller's list: the newest notices by date, bounded. */
export function listNotices(ctx: AdminContext): Promise<Notice[]> {
  return listNoticesForAdmin(ctx.db, ADMIN_CONTENT_LIMITS.list);
}

/**
 * Publishes a notice with a picture an admin uploaded; the public noticeboard reads the same table, so it
 * shows at once.
 */
export async function publishNotice(ctx: AdminContext, input: NewNotice): Promise<Notice> {
  await assertOwnUploads(ctx.db, [input.pic], { kind: 'admins' }, ADMIN_PICTURE('pic'));
  return withAudit(
    ctx,
    (notice: Notice) => ({ action: 'notice.create', entity: 'notices', entityId: notice.id, after: notice }),
    async (tx) => {
      const notice = await insertNotice(tx, {
        date: input.date,
        caption: input.caption,
        captionEn: input.caption_en,
        pic: input.pic,
        createdBy: ctx.actor.adminId,
        at: ctx.now(),
      });
      await notifyNoticePublished(tx, ctx, { id: notice.id, title: notice.caption });
      return notice;
    },
  );
}

/** Deletes a notice, then releases its picture when no other record uses it. */
export async function removeNotice(ctx: AdminWithStorage, id: number): Promise<{ success: true }> {
  const removed = await withAudit(
    ctx,
    (notice: Notice) => ({ action: 'notice.delete', entity: 'notices', entityId: id, before: notice }),
    async (tx) => {
      const notice = await deleteNotice(tx, id);
      if (!notice) throw noticeNotFound();
      return notice;
    },
  );
  await releaseImages(ctx, [removed.pic], { now: ctx.now() });
  return { success: true };
}
