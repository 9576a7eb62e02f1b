import { useId, useState } from 'react';
import { type Status, StatusBox } from '../../../components/status-box';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

/** Days a monthly run may be set to: 1 to 28, so every month has the day. */
const DAYS = Array.from({ length: 28 }, (_, i) => i + 1);

/**
 * The monthly reminder: on a day of the month (1-28) the server reminds every member with arrears by itself
 * (the once-a-day rule still holds), or off.
 */
export function ReminderSchedule({ dayOfMonth }: { dayOfMonth: number | null }) {
  const { t } = useTranslation('finance');
  const { digits } = useFormat();
  const id = useId();
  const utils = trpc.useUtils();
  const save = trpc.finance.reminders.setSchedule.useMutation();
  const [day, setDay] = useState(dayOfMonth === null ? '' : String(dayOfMonth));
  const [status, setStatus] = useState<Status>(null);

  async function submit() {
    setStatus(null);
    try {
      const saved = await save.mutateAsync({ dayOfMonth: day === '' ? null : Number(day) });
      setStatus({
        kind: 'success',
        text:
          saved.dayOfMonth === null
            ? t('monthly.reminders.scheduleOffSaved')
            : t('monthly.reminders.scheduleSaved', { day: digits(saved.dayOfMonth) }),
      });
    } catch (error) {
      setStatus({ kind: 'error', text: apiErrorText(error, t, 'monthly.reminders.scheduleFailed') });
    } finally {
      await utils.finance.reminders.preview.invalidate();
    }
  }

  return (
    <form
      className="form-stack reminder-schedule"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={`${id}-title`}>{t('monthly.reminders.scheduleTitle')}</h3>
      <div className="field">
        <label htmlFor={`${id}-day`}>{t('monthly.reminders.scheduleDay')}</label>
        <p id={`${id}-hint`} className="field-hint">
          {t('monthly.reminders.scheduleHint')}
        </p>
        <select
          id={`${id}-day`}
          aria-describedby={`${id}-hint`}
          value={day}
          onChange={(event) => setDay(event.target.value)}
        >
          <option value="">{t('monthly.reminders.scheduleOff')}</option>
          {DAYS.map((d) => (
            <option key={d} value={String(d)}>
              {t('monthly.reminders.scheduleOn', { day: digits(d) })}
            </option>
          ))}
        </select>
      </div>
      <StatusBox status={status} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? t('monthly.reminders.saving') : t('monthly.reminders.scheduleSave')}
        </button>
      </div>
    </form>
  );
}
