import { toAsciiDigits, YEAR_STATES, type YearLife } from '@samity/domain';
import { useId, useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { type Status, StatusBox } from '../../../components/status-box';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

interface Props {
  year: number;
  label: string;
  /** Today in Dhaka: an audit is not completed after it. */
  today: string;
  /** The admin may record the audit and the adoption (Full_Access, in person). */
  canAct: boolean;
}

/**
 * The life of the chosen year (docs/year-end.md): open -> closed -> audited -> adopted, the step it is at and
 * the next one. A closed year takes its audit (the completion date, the auditor, the audit report from the
 * document library); an audited one the annual general meeting whose minutes adopted its accounts and the
 * resolution that did it. Members see the accounts only once adopted. Each step is confirmed first: none is
 * undone.
 */
export function YearLifeSection({ year, label, today, canAct }: Props) {
  const { t } = useTranslation('yearend', { keyPrefix: 'yearEnd.life' });
  const { t: tc } = useTranslation();
  const format = useFormat();
  const id = useId();
  const utils = trpc.useUtils();
  const life = trpc.finance.yearEnd.life.useQuery();
  const entry: YearLife | null = life.data?.entries.find((e) => e.year === year) ?? null;
  const state = entry?.state ?? 'open';
  const [status, setStatus] = useState<Status>(null);
  const { confirm, dialog } = useConfirm();

  async function run(title: string, action: () => Promise<unknown>, done: string) {
    if (!(await confirm({ title, message: t('confirmMessage'), confirmLabel: t('confirm') }))) return;
    try {
      await action();
      await utils.finance.yearEnd.invalidate();
      setStatus({ kind: 'success', text: done });
    } catch (error) {
      setStatus({ kind: 'error', text: apiErrorText(error, tc, 'common.errors.network') });
    }
  }

  return (
    <section className="year-end-opening" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title', { year: format.digits(label) })}</h2>
      <ol className="year-life-steps">
        {YEAR_STATES.map((step) => (
          <li key={step} aria-current={step === state ? 'step' : undefined}>
            {t(`states.${step}`)}
          </li>
        ))}
      </ol>
      <StatusBox status={status} />
      {life.isError && <p role="alert">{t('loadError')}</p>}
      {entry?.audit && (
        <p>
          {t('audited', {
            date: format.date(entry.audit.completed_on),
            auditor: entry.audit.auditor,
            report: entry.audit.report_title,
          })}
        </p>
      )}
      {entry?.adoption && (
        <p>
          {t('adopted', {
            date: format.date(entry.adoption.meeting_date),
            resolution: format.digits(entry.adoption.resolution),
          })}
        </p>
      )}
      <p className="year-end-state">{t(`next.${state}`)}</p>
      {canAct && state === 'closed' && (
        <AuditForm
          today={today}
          onSubmit={(input) =>
            run(
              t('audit.title', { year: format.digits(label) }),
              () => utils.client.finance.yearEnd.audit.mutate({ year, ...input }),
              t('audit.done'),
            )
          }
        />
      )}
      {canAct && state === 'audited' && entry?.audit && (
        <AdoptForm
          auditedOn={entry.audit.completed_on}
          onSubmit={(input) =>
            run(
              t('adopt.title', { year: format.digits(label) }),
              () => utils.client.finance.yearEnd.adopt.mutate({ year, ...input }),
              t('adopt.done'),
            )
          }
        />
      )}
      {dialog}
    </section>
  );
}

function AuditForm(props: {
  today: string;
  onSubmit: (input: { completed_on: string; auditor: string; report_document_id: number }) => void;
}) {
  const { t } = useTranslation('yearend', { keyPrefix: 'yearEnd.life.audit' });
  const id = useId();
  const reports = trpc.admin.documents.list.useQuery({ category: 'audit_report', limit: 50 });
  const [completedOn, setCompletedOn] = useState('');
  const [auditor, setAuditor] = useState('');
  const [report, setReport] = useState('');
  const ready = completedOn !== '' && auditor.trim() !== '' && report !== '';
  return (
    <form
      className="year-life-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready)
          props.onSubmit({
            completed_on: completedOn,
            auditor: auditor.trim(),
            report_document_id: Number(report),
          });
      }}
    >
      <label htmlFor={`${id}-date`}>{t('date')}</label>
      <input
        id={`${id}-date`}
        type="date"
        max={props.today}
        required
        value={completedOn}
        onChange={(event) => setCompletedOn(toAsciiDigits(event.target.value))}
      />
      <label htmlFor={`${id}-auditor`}>{t('auditor')}</label>
      <input
        id={`${id}-auditor`}
        required
        maxLength={200}
        value={auditor}
        onChange={(e) => setAuditor(e.target.value)}
      />
      <label htmlFor={`${id}-report`}>{t('report')}</label>
      <select id={`${id}-report`} required value={report} onChange={(event) => setReport(event.target.value)}>
        <option value="">{reports.isPending ? t('loading') : t('choose')}</option>
        {reports.data?.entries.map((d) => (
          <option key={d.id} value={d.id}>
            {d.title}
          </option>
        ))}
      </select>
      {reports.data?.entries.length === 0 && <p>{t('noReports')}</p>}
      <button type="submit" className="button" aria-disabled={!ready}>
        {t('submit')}
      </button>
    </form>
  );
}

function AdoptForm(props: {
  auditedOn: string;
  onSubmit: (input: { meeting_id: number; resolution: string }) => void;
}) {
  const { t } = useTranslation('yearend', { keyPrefix: 'yearEnd.life.adopt' });
  const format = useFormat();
  const id = useId();
  const meetings = trpc.admin.meetings.list.useQuery({ limit: 100 });
  // Only an annual general meeting held after the audit, whose minutes are adopted, can have adopted them.
  const choices = (meetings.data?.entries ?? []).filter(
    (m) => m.kind === 'annual_general' && m.minutes_adopted_at !== null && m.date >= props.auditedOn,
  );
  const [meetingId, setMeetingId] = useState('');
  const meeting = trpc.admin.meetings.get.useQuery({ id: Number(meetingId) }, { enabled: meetingId !== '' });
  const resolutions = (meeting.data?.agenda ?? []).flatMap((item) =>
    item.resolutions.filter((r) => r.register_no).map((r) => ({ ...r, item: item.title })),
  );
  const [resolution, setResolution] = useState('');
  const ready = meetingId !== '' && resolution !== '';
  return (
    <form
      className="year-life-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) props.onSubmit({ meeting_id: Number(meetingId), resolution });
      }}
    >
      <label htmlFor={`${id}-meeting`}>{t('meeting')}</label>
      <select
        id={`${id}-meeting`}
        required
        value={meetingId}
        onChange={(event) => {
          setMeetingId(event.target.value);
          setResolution('');
        }}
      >
        <option value="">{meetings.isPending ? t('loading') : t('chooseMeeting')}</option>
        {choices.map((m) => (
          <option key={m.id} value={m.id}>
            {t('meetingOption', { date: format.date(m.date), place: m.place })}
          </option>
        ))}
      </select>
      {meetings.isSuccess && choices.length === 0 && <p>{t('noMeetings')}</p>}
      <label htmlFor={`${id}-resolution`}>{t('resolution')}</label>
      <select
        id={`${id}-resolution`}
        required
        value={resolution}
        disabled={meetingId === ''}
        onChange={(event) => setResolution(event.target.value)}
      >
        <option value="">{t('chooseResolution')}</option>
        {resolutions.map((r) => (
          <option key={r.id} value={r.register_no ?? ''}>
            {`${format.digits(r.register_no ?? '')}: ${r.text.slice(0, 90)}`}
          </option>
        ))}
      </select>
      <button type="submit" className="button" aria-disabled={!ready}>
        {t('submit')}
      </button>
    </form>
  );
}
