import { MEETING_KINDS, type MeetingKind } from '@samity/domain';
import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseApiError } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';

/** Schedule a meeting: kind, date, time, place, the audit date for an AGM, and one agenda item per line. */
export function ScheduleMeetingForm({ onScheduled }: { onScheduled(id: number): void }) {
  const { t } = useTranslation('governance');
  const id = useId();
  const utils = trpc.useUtils();
  const create = trpc.admin.meetings.create.useMutation();
  const [kind, setKind] = useState<MeetingKind>('committee');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    setErrors({});
    setFailure(null);
    try {
      const meeting = await create.mutateAsync({
        kind,
        date: text('date'),
        time: text('time'),
        place: text('place'),
        audit_completed_on: kind === 'annual_general' ? text('audit') || null : null,
        agenda: text('agenda')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      });
      await utils.admin.meetings.invalidate();
      onScheduled(meeting.id);
    } catch (error) {
      const parsed = parseApiError(error);
      setErrors(parsed.fieldErrors ?? {});
      setFailure(t('schedule.failed'));
    }
  };

  const field = (name: string, label: string, input: ReactElement, key = name) => (
    <div className={`field${errors[key] ? ' has-error' : ''}`}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input}
      {errors[key] && (
        <p className="field-error" role="alert">
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <form className="meeting-form" onSubmit={(event) => void submit(event)} aria-label={t('schedule.title')}>
      <h2>{t('schedule.title')}</h2>
      {field(
        'kind',
        t('schedule.kind'),
        <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as MeetingKind)}>
          {MEETING_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kind.${k}`)}
            </option>
          ))}
        </select>,
      )}
      {field('date', t('schedule.date'), <input id={`${id}-date`} name="date" type="date" required />)}
      {field('time', t('schedule.time'), <input id={`${id}-time`} name="time" type="time" required />)}
      {field(
        'place',
        t('schedule.place'),
        <input id={`${id}-place`} name="place" maxLength={200} required />,
      )}
      {kind === 'annual_general' &&
        field(
          'audit',
          t('schedule.auditCompletedOn'),
          <input id={`${id}-audit`} name="audit" type="date" required />,
          'audit_completed_on',
        )}
      {field(
        'agenda',
        t('schedule.agenda'),
        <textarea
          id={`${id}-agenda`}
          name="agenda"
          rows={4}
          required
          aria-describedby={`${id}-agenda-hint`}
        />,
      )}
      <p id={`${id}-agenda-hint`} className="field-hint">
        {t('schedule.agendaHint')}
      </p>
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={create.isPending}>
        {create.isPending ? t('schedule.saving') : t('schedule.submit')}
      </button>
    </form>
  );
}
