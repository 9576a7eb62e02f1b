import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

/** Tick members present, found by number or name; big touch targets for a phone at the meeting. */
export function AttendancePanel({ meetingId, closed }: { meetingId: number; closed: boolean }) {
  const { t } = useTranslation('governance');
  const { number, digits } = useFormat();
  const [search, setSearch] = useState('');
  const utils = trpc.useUtils();
  const list = trpc.admin.meetings.attendees.useQuery({
    id: meetingId,
    search: search || undefined,
    limit: 50,
  });
  const mark = trpc.admin.meetings.setAttendance.useMutation();
  const quorum = list.data?.quorum;

  const toggle = async (memberNo: string, present: boolean) => {
    await mark.mutateAsync({ id: meetingId, member_no: memberNo, present });
    await Promise.all([utils.admin.meetings.attendees.invalidate(), utils.admin.meetings.get.invalidate()]);
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
        </p>
      )}
      <label className="field">
        {t('attendance.search')}
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
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
      {list.data?.entries.length === 0 && <p>{t('attendance.empty')}</p>}
      <ul className="attendance-list">
        {list.data?.entries.map((row) => (
          <li key={row.member_no}>
            <label className="attendance-row">
              <input
                type="checkbox"
                checked={row.present}
                disabled={closed || mark.isPending}
                onChange={(e) => void toggle(row.member_no, e.target.checked)}
              />
              <span>{digits(row.member_no)}</span>
              <span>{row.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
