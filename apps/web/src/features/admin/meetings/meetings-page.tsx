import { isGeneralMeeting, MEETING_LIMITS, type MeetingSummary } from '@samity/domain';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { ServerPager } from '../../../components/data-table/pager';
import { ImagePicker } from '../../../components/image-picker/image-picker';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { AttendancePanel } from './attendance-panel';
import { MinutesEditor } from './minutes-editor';
import { MinutesFiles } from './minutes-files';
import { QuorumSettings } from './quorum-settings';
import { ScheduleMeetingDialog } from './schedule-meeting-dialog';
import './meetings.css';

/** /MeetingsAdmin: the meetings, scheduling one, and for the chosen one its notice, attendance and minutes. */
export function MeetingsAdminPage() {
  const { t } = useTranslation('governance');
  const { date, digits } = useFormat();
  usePageTitle(t('meetingsPage.title'));
  const [page, setPage] = useState(0);
  const pageSize = MEETING_LIMITS.pageSize;
  const meetings = trpc.admin.meetings.list.useQuery({ limit: pageSize, offset: page * pageSize });
  const [chosen, setChosen] = useState<number | null>(null);
  const [scheduling, setScheduling] = useState(false);

  const columns: DataColumn<MeetingSummary>[] = [
    {
      id: 'date',
      header: t('list.date'),
      nowrap: true,
      cell: (row) => `${date(row.date)} ${digits(row.time)}`,
    },
    { id: 'kind', header: t('list.kind'), primary: true, cell: (row) => t(`kind.${row.kind}`) },
    { id: 'place', header: t('list.place'), priority: 2, cell: (row) => row.place },
    {
      id: 'state',
      header: t('list.state'),
      cell: (row) =>
        t(
          row.minutes_adopted_at
            ? 'state.adopted'
            : row.notice_published_at
              ? 'state.noticeOut'
              : 'state.draft',
        ),
    },
  ];

  return (
    <section className="page meetings-admin">
      <h1>{t('meetingsPage.title')}</h1>
      <div className="meeting-actions">
        <button type="button" className="button" onClick={() => setScheduling(true)}>
          {t('schedule.title')}
        </button>
      </div>
      <ScheduleMeetingDialog
        open={scheduling}
        onClose={() => setScheduling(false)}
        onScheduled={(id) => {
          setScheduling(false);
          setPage(0);
          setChosen(id);
        }}
      />
      <DataTable
        label={t('meetingsPage.title')}
        columns={columns}
        rows={meetings.data?.entries}
        rowId={(row) => String(row.id)}
        loading={meetings.isPending}
        failed={meetings.isError}
        onRetry={() => void meetings.refetch()}
        emptyText={t('list.noMeetings')}
        actionsHeader={t('list.open')}
        actions={(row) => (
          <button
            type="button"
            className="button button-small"
            onClick={() => setChosen(row.id)}
            aria-label={t('list.openOne', { date: date(row.date) })}
          >
            {t('list.open')}
          </button>
        )}
      />
      <ServerPager
        label={t('meetingsPage.title')}
        page={page}
        pageSize={pageSize}
        total={meetings.data?.total}
        busy={meetings.isFetching}
        onPage={setPage}
      />
      {chosen !== null && <MeetingDetail id={chosen} />}
      <QuorumSettings />
    </section>
  );
}

function MeetingDetail({ id }: { id: number }) {
  const { t } = useTranslation('governance');
  const { date, digits } = useFormat();
  const utils = trpc.useUtils();
  const meeting = trpc.admin.meetings.get.useQuery({ id });
  const publish = trpc.admin.meetings.publishNotice.useMutation();
  const [pic, setPic] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  if (meeting.isPending) return <p>{t('loading')}</p>;
  if (meeting.isError)
    return (
      <p role="alert">
        {t('loadFailed')}{' '}
        <button type="button" className="button button-small" onClick={() => void meeting.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  const m = meeting.data;
  const general = isGeneralMeeting(m.kind);

  const publishNotice = async () => {
    setFailure(null);
    try {
      await publish.mutateAsync({ id, pic: general ? pic : undefined });
      await utils.admin.meetings.invalidate();
    } catch (error) {
      setFailure(apiErrorText(error, t, 'notice.failed'));
    }
  };

  return (
    <article className="meeting-detail" aria-labelledby="meeting-heading">
      <h2 id="meeting-heading">
        {t(`kind.${m.kind}`)}: {date(m.date)}, {digits(m.time)}, {m.place}
      </h2>
      {m.agm_late_limit && (
        <p className="meeting-warning" role="alert">
          {t('schedule.agmLate', { limit: date(m.agm_late_limit) })}
        </p>
      )}
      <section className="meeting-panel">
        <h2>{t('notice.title')}</h2>
        {m.notice_published_at ? (
          <p>{t('notice.published')}</p>
        ) : (
          <>
            {general && (
              <ImagePicker
                label={t('notice.picture')}
                onChange={(images) => setPic(images[0]?.secure_url ?? '')}
              />
            )}
            {failure && (
              <p className="form-failure" role="alert">
                {failure}
              </p>
            )}
            <button
              type="button"
              className="button"
              disabled={publish.isPending}
              onClick={() => void publishNotice()}
            >
              {t('notice.publish')}
            </button>
          </>
        )}
      </section>
      <AttendancePanel meetingId={m.id} closed={m.minutes_adopted_at !== null} />
      <MinutesEditor key={`${m.id}-${m.minutes_adopted_at ?? ''}`} meeting={m} />
      <MinutesFiles meeting={m} />
    </article>
  );
}
