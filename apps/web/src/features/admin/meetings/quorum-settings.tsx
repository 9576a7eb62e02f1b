import type { MeetingSettings } from '@samity/domain';
import { useId, useLayoutEffect, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { type QuorumForm, ZQuorumForm } from './meeting-forms-schema';

type Kind = 'general' | 'committee';
const KINDS: Kind[] = ['general', 'committee'];

const formOf = (s: MeetingSettings): QuorumForm => ({
  general_kind: s.general.kind,
  general_value: String(s.general.value),
  committee_kind: s.committee.kind,
  committee_value: String(s.committee.value),
  arrears_months: String(s.arrears_months),
});

/** The quorum of general and committee meetings (a percent of the members entitled or a number), and its change. */
export function QuorumSettings() {
  const { t } = useTranslation('governance');
  const settings = trpc.admin.meetings.settings.useQuery();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);

  const rule = (kind: Kind) => {
    const r = settings.data?.[kind];
    if (!r) return '';
    return r.kind === 'percent'
      ? t('settings.summaryPercent', { value: r.value })
      : t('settings.summaryCount', { count: r.value });
  };

  return (
    <section className="meeting-panel quorum-settings" aria-labelledby="quorum-settings-heading">
      <h2 id="quorum-settings-heading">{t('settings.title')}</h2>
      {settings.isPending && <p>{t('loading')}</p>}
      {settings.isError && (
        <p role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className="button button-small" onClick={() => void settings.refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      {settings.data && (
        <>
          <dl className="quorum-rules">
            {KINDS.map((kind) => (
              <div key={kind}>
                <dt>{t(`settings.${kind}`)}</dt>
                <dd>{rule(kind)}</dd>
              </div>
            ))}
            <div>
              <dt>{t('settings.arrears')}</dt>
              <dd>{t('settings.summaryArrears', { count: settings.data.arrears_months })}</dd>
            </div>
          </dl>
          {saved && <p role="status">{t('settings.saved')}</p>}
          <div className="meeting-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setSaved(false);
                setOpen(true);
              }}
            >
              {t('settings.change')}
            </button>
          </div>
          <QuorumDialog
            open={open}
            current={settings.data}
            onClose={() => setOpen(false)}
            onSaved={() => {
              setOpen(false);
              setSaved(true);
            }}
          />
        </>
      )}
    </section>
  );
}

function QuorumDialog(props: { open: boolean; current: MeetingSettings; onClose(): void; onSaved(): void }) {
  const { open, current, onClose, onSaved } = props;
  const { t } = useTranslation('governance');
  const id = useId();
  const utils = trpc.useUtils();
  const update = trpc.admin.meetings.updateSettings.useMutation();
  const invalid = {
    required: 'settings.valueInvalid',
    tooLong: 'settings.valueInvalid',
    invalid: 'settings.valueInvalid',
  };
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZQuorumForm,
    defaultValues: formOf(current),
    ns: 'governance',
    failureKey: 'settings.failed',
    messages: {
      general_value: invalid,
      committee_value: invalid,
      arrears_months: {
        required: 'settings.arrearsInvalid',
        tooLong: 'settings.arrearsInvalid',
        invalid: 'settings.arrearsInvalid',
      },
    },
  });
  // The dialog opens on what is saved now, not on what was typed and cancelled before.
  // Before the opened dialog is painted, so nothing typed into it can be overwritten by this reset.
  useLayoutEffect(() => {
    if (open) form.reset(formOf(current));
  }, [open, current, form]);

  const close = () => {
    discard();
    onClose();
  };
  const save = submit(async (values) => {
    await update.mutateAsync(values);
    await utils.admin.meetings.invalidate();
    onSaved();
  });

  return (
    <FormDialog
      open={open}
      title={t('settings.title')}
      onClose={close}
      onSubmit={(event) => void save(event)}
      submitLabel={t('settings.save')}
      busyLabel={t('settings.saving')}
      busy={update.isPending}
      failure={failure}
    >
      {KINDS.map((kind) => (
        <fieldset key={kind} className="quorum-fieldset">
          <legend>{t(`settings.${kind}`)}</legend>
          <FormField id={`${id}-${kind}-kind`} label={t('settings.kind')} required>
            {(control) => (
              <select {...control} {...form.register(`${kind}_kind`)}>
                <option value="percent">{t('settings.percent')}</option>
                <option value="count">{t('settings.count')}</option>
              </select>
            )}
          </FormField>
          <FormField
            id={`${id}-${kind}-value`}
            label={t('settings.value')}
            error={errorText(`${kind}_value`)}
            required
          >
            {(control) => <input {...control} {...form.register(`${kind}_value`)} inputMode="numeric" />}
          </FormField>
        </fieldset>
      ))}
      <FormField
        id={`${id}-arrears`}
        label={t('settings.arrears')}
        hint={t('settings.arrearsHint')}
        error={errorText('arrears_months')}
        required
      >
        {(control) => <input {...control} {...form.register('arrears_months')} inputMode="numeric" />}
      </FormField>
    </FormDialog>
  );
}
