import { type Notice, noticeCaptionIn, thumbnailUrlOf } from '@samity/domain';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { type Status, StatusBox } from '../../../components/status-box';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText, parseApiError } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { PublishNoticeDialog } from './publish-notice-dialog';
import './notices.css';

/** /NoticeboardAdmin: every notice (newest by date first), Publish, and Delete after a confirmation. */
export function NoticeboardAdminPage() {
  const { t } = useTranslation('admin');
  const { date, lng } = useFormat();
  usePageTitle(t('contentAdmin.notices.title'));
  const utils = trpc.useUtils();
  const notices = trpc.admin.notices.list.useQuery();
  const remove = trpc.admin.notices.delete.useMutation();
  const { confirm, dialog } = useConfirm();
  const [publishing, setPublishing] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  const deleteNotice = async (notice: Notice) => {
    const yes = await confirm({
      title: t('contentAdmin.notices.deleteTitle'),
      message: t('contentAdmin.notices.confirmDelete', { caption: noticeCaptionIn(notice, lng) }),
      confirmLabel: t('contentAdmin.delete'),
    });
    if (!yes) return;
    setStatus(null);
    try {
      await remove.mutateAsync({ id: notice.id });
      setStatus({ kind: 'success', text: t('contentAdmin.notices.deleted') });
    } catch (error) {
      const gone = parseApiError(error).status === 404;
      const text = gone
        ? t('contentAdmin.notFound')
        : apiErrorText(error, t, 'contentAdmin.notices.deleteFailed');
      setStatus({ kind: 'error', text });
    }
    // Deleted here or by someone else meanwhile: the admin list and the public noticeboard follow.
    await Promise.all([utils.admin.notices.invalidate(), utils.public.notices.invalidate()]);
  };

  const columns: DataColumn<Notice>[] = [
    {
      id: 'pic',
      header: t('contentAdmin.notices.picture'),
      cell: (row) => (
        <img
          className="content-thumb"
          src={thumbnailUrlOf(row.pic)}
          alt=""
          width="80"
          height="60"
          loading="lazy"
        />
      ),
    },
    { id: 'date', nowrap: true, header: t('contentAdmin.notices.date'), cell: (row) => date(row.date) },
    {
      id: 'caption',
      primary: true,
      header: t('contentAdmin.notices.caption'),
      cell: (row) => noticeCaptionIn(row, lng),
    },
  ];

  return (
    <section className="page content-admin">
      <div className="content-heading">
        <h1>{t('contentAdmin.notices.title')}</h1>
        <button type="button" className="button" onClick={() => setPublishing(true)}>
          {t('contentAdmin.notices.publish')}
        </button>
      </div>
      <StatusBox status={status} />
      <DataTable
        label={t('contentAdmin.notices.title')}
        columns={columns}
        rows={notices.data}
        rowId={(row) => String(row.id)}
        loading={notices.isPending}
        failed={notices.isError}
        onRetry={() => void notices.refetch()}
        emptyText={t('contentAdmin.notices.empty')}
        pageSize={25}
        actionsHeader={t('contentAdmin.actions')}
        actions={(row) => (
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={remove.isPending}
            onClick={() => void deleteNotice(row)}
            aria-label={t('contentAdmin.notices.deleteOne', { caption: noticeCaptionIn(row, lng) })}
          >
            {t('contentAdmin.delete')}
          </button>
        )}
      />
      <PublishNoticeDialog
        open={publishing}
        onClose={() => setPublishing(false)}
        onPublished={() => {
          setPublishing(false);
          setStatus({ kind: 'success', text: t('contentAdmin.notices.published') });
        }}
      />
      {dialog}
    </section>
  );
}
