import type { MemberMeeting } from '@samity/domain';
import { useState } from 'react';
import { DashboardSection, SECTION_IDS } from '../../../components/dashboard-section';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { ServerPager } from '../../../components/data-table/pager';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import './member-meetings.css';

const PAGE_SIZE = 10;

/** The minutes PDF in each language; the server answers only adopted minutes of a meeting the member may see. */
const minutesUrl = (id: number, lang: 'bn' | 'en') => `/api/member/meetings/${id}/minutes.pdf?lang=${lang}`;

/**
 * The dashboard's Meetings tab: the notices of the meetings the member may attend (general meetings for
 * everyone, committee meetings for the committee), newest first, each with its agenda, and the adopted
 * minutes as PDFs in Bengali and English.
 */
export function MeetingsSection() {
  const { t } = useTranslation('governance');
  const { date, digits } = useFormat();
  const [page, setPage] = useState(0);
  const list = trpc.member.meetings.list.useQuery({ limit: PAGE_SIZE, offset: page * PAGE_SIZE });
  const title = t('meetingsMember.title');

  const columns: DataColumn<MemberMeeting>[] = [
    {
      id: 'when',
      header: t('list.date'),
      nowrap: true,
      cell: (row) => `${date(row.date)} ${digits(row.time)}`,
    },
    { id: 'kind', header: t('list.kind'), primary: true, cell: (row) => t(`kind.${row.kind}`) },
    { id: 'place', header: t('list.place'), cell: (row) => row.place },
    {
      id: 'agenda',
      header: t('schedule.agenda'),
      priority: 2,
      cell: (row) => (
        <ol className="member-meeting-agenda">
          {row.agenda.map((item, i) => (
            // The agenda's order is its identity: items have no ids of their own here, and titles may repeat.
            <li key={i}>{item}</li>
          ))}
        </ol>
      ),
    },
    {
      id: 'minutes',
      header: t('minutes.title'),
      cell: (row) =>
        row.minutes_adopted ? (
          <span className="member-meeting-files">
            {(['bn', 'en'] as const).map((lang) => (
              <a
                key={lang}
                href={minutesUrl(row.id, lang)}
                target="_blank"
                rel="noopener"
                aria-label={t('meetingsMember.minutesLink', {
                  date: date(row.date),
                  language: t(`meetingsMember.lang.${lang}`),
                })}
              >
                {/* Each file named in its own language; the label says it in the page's. */}
                <span lang={lang}>{t(`meetingsMember.pdf.${lang}`)}</span>
              </a>
            ))}
          </span>
        ) : (
          t('meetingsMember.minutesPending')
        ),
    },
  ];

  return (
    <DashboardSection id={SECTION_IDS.meetings} title={title}>
      <p>{t('meetingsMember.intro')}</p>
      <DataTable
        label={title}
        columns={columns}
        rows={list.data?.entries}
        rowId={(row) => String(row.id)}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={t('meetingsMember.empty')}
      />
      <ServerPager
        label={title}
        page={page}
        pageSize={PAGE_SIZE}
        total={list.data?.total}
        busy={list.isFetching}
        onPage={setPage}
      />
    </DashboardSection>
  );
}
