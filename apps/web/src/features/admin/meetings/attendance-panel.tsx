import { MEETING_LIMITS } from '@samity/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { ServerPager } from '../../../components/data-table/pager';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useFormat } from '../../../lib/use-format';

/**
 * Tick members present, found by number or name; big touch targets for a phone at the meeting. A member who
 * does not count for the quorum (in arrears, not active, not on the committee) cannot be ticked, and the row
 * says why.
 */
export function AttendancePanel({ meetingId, closed }: { meetingId: number; closed: boolean }) {
  const { t } = useTranslation('governance');
  const { number, digits } = useFormat();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const wanted = useDebouncedValue(search.trim(), 300);
  const pageSize = MEETING_LIMITS.attendeePageSize;
  const utils = trpc.useUtils();
  const list = trpc.admin.meetings.attendees.useQuery(
    { id: meetingId, search: wanted || undefined, limit: pageSize, offset: page * pageSize },
    { placeholderData: keepPreviousData },
  );
  const mark = trpc.admin.meetings.setAttendance.useMutation();
  const quorum = list.data?.quorum;

  const [failure, setFailure] = useState<string | null>(null);
  // A tick shows at once, as the finger lifts, and stays until the server's list says how it stands.
  const [ticked, setTicked] = useState<Record<string, boolean>>({});

  const toggle = async (memberNo: string, present: boolean) => {
    setFailure(null);
    setTicked((current) => ({ ...current, [memberNo]: present }));
    try {
      await mark.mutateAsync({ id: meetingId, member_no: memberNo, present });
    } catch (error) {
      setFailure(apiErrorText(error, t, 'attendance.failed'));
    }
    await Promise.all([utils.admin.meetings.attendees.invalidate(), utils.admin.meetings.get.invalidate()]);
    setTicked(({ [memberNo]: _, ...rest }) => rest);
  };

  return (
    <section className="meeting-panel" aria-labelledby="attendance-heading">
      <h2 id="attendance-heading">{t('attendance.title')}</h2>
      {quorum && (
        <p className={`quorum ${quorum.met ? 'quorum-met' : 'quorum-not-met'}`} role="status">
          {t(quorum.met ? 'attendance.quorumMet' : 'attendance.quorumNotMet', {
            present: number(quorum.present),
            required: number(quorum.required),
            entitled: number(quorum.entitled),
          })}
          {quorum.taken && ` ${t('attendance.taken')}`}
        </p>
      )}
      <label className="field">
        {t('attendance.search')}
        <input
          type="search"
          value={search}
          maxLength={60}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
        />
      </label>
      {list.isPending && <p>{t('loading')}</p>}
      {list.isError && (
        <p role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className="button button-small" onClick={() => void list.refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      {list.data?.entries.length === 0 && <p>{t('attendance.empty')}</p>}
      <ul className="attendance-list">
        {list.data?.entries.map((row) => (
          <li key={row.member_no}>
            <label className="attendance-row">
              <input
                type="checkbox"
                checked={ticked[row.member_no] ?? row.present}
                disabled={closed || mark.isPending || (row.exclusion !== null && !row.present)}
                onChange={(e) => void toggle(row.member_no, e.target.checked)}
              />
              <span>{digits(row.member_no)}</span>
              <span>{row.name}</span>
              {row.exclusion && (
                <span className="attendance-excluded">
                  {t('attendance.notCounted', {
                    reason: t(`attendance.exclusion.${row.exclusion}`, { n: digits(row.unpaid_months ?? 0) }),
                  })}
                </span>
              )}
            </label>
          </li>
        ))}
      </ul>
      <ServerPager
        label={t('attendance.title')}
        page={page}
        pageSize={pageSize}
        total={list.data?.total}
        busy={list.isFetching}
        onPage={setPage}
      />
    </section>
  );
}
