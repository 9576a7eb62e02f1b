import { MEETING_KINDS, MEETING_LIMITS } from '@samity/domain';
import { useId } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { type ScheduleMeetingForm, ZScheduleMeetingForm } from './meeting-forms-schema';

const EMPTY: ScheduleMeetingForm = {
  kind: 'committee',
  date: '',
  time: '',
  place: '',
  audit_completed_on: '',
  agenda: '',
};

interface Props {
  open: boolean;
  onClose(): void;
  onScheduled(id: number): void;
}

/** Schedule a meeting: kind, date, time, place, the audit date for an AGM, and one agenda item per line. */
export function ScheduleMeetingDialog({ open, onClose, onScheduled }: Props) {
  const { t } = useTranslation('governance');
  const id = useId();
  const utils = trpc.useUtils();
  const create = trpc.admin.meetings.create.useMutation();
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZScheduleMeetingForm,
    defaultValues: EMPTY,
    ns: 'governance',
    failureKey: 'schedule.failed',
    messages: {
      date: { invalid: 'schedule.dateInvalid' },
      time: { invalid: 'schedule.timeInvalid' },
      audit_completed_on: { required: 'schedule.auditRequired', invalid: 'schedule.auditRequired' },
      agenda: { required: 'schedule.agendaRequired', tooLong: 'schedule.agendaTooLong' },
    },
  });
  const kind = form.watch('kind');

  const close = () => {
    discard();
    onClose();
  };

  const save = submit(async (values) => {
    const meeting = await create.mutateAsync(values);
    await utils.admin.meetings.invalidate();
    onScheduled(meeting.id);
  });

  return (
    <FormDialog
      open={open}
      title={t('schedule.title')}
      onClose={close}
      onSubmit={(event) => void save(event)}
      submitLabel={t('schedule.submit')}
      busyLabel={t('schedule.saving')}
      busy={create.isPending}
      failure={failure}
    >
      <FormField id={`${id}-kind`} label={t('schedule.kind')} error={errorText('kind')} required>
        {(control) => (
          <select {...control} {...form.register('kind')}>
            {MEETING_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${id}-date`} label={t('schedule.date')} error={errorText('date')} required>
        {(control) => <input {...control} {...form.register('date')} type="date" />}
      </FormField>
      <FormField id={`${id}-time`} label={t('schedule.time')} error={errorText('time')} required>
        {(control) => <input {...control} {...form.register('time')} type="time" />}
      </FormField>
      <FormField id={`${id}-place`} label={t('schedule.place')} error={errorText('place')} required>
        {(control) => <input {...control} {...form.register('place')} maxLength={MEETING_LIMITS.place} />}
      </FormField>
      {kind === 'annual_general' && (
        <FormField
          id={`${id}-audit`}
          label={t('schedule.auditCompletedOn')}
          error={errorText('audit_completed_on')}
          required
        >
          {(control) => <input {...control} {...form.register('audit_completed_on')} type="date" />}
        </FormField>
      )}
      <FormField
        id={`${id}-agenda`}
        label={t('schedule.agenda')}
        hint={t('schedule.agendaHint')}
        error={errorText('agenda')}
        required
      >
        {(control) => <textarea {...control} {...form.register('agenda')} rows={5} />}
      </FormField>
    </FormDialog>
  );
}
