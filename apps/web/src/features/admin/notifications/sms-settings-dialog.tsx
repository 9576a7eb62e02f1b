import type { SmsSettingsInput } from '@samity/domain';
import { useId } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import {
  type SmsSettingsForm,
  toSettingsForm,
  toSettingsInput,
  ZSmsSettingsForm,
} from './sms-settings-schema';

interface Props {
  open: boolean;
  settings: SmsSettingsInput;
  onClose(): void;
  onSaved(): void;
}

/** Full_Access+: the day's SMS budget in parts (blank: none), the price of a part, a dealer's enquiry SMS a day. */
export function SmsSettingsDialog({ open, settings, onClose, onSaved }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const utils = trpc.useUtils();
  const update = trpc.admin.notifications.updateSmsSettings.useMutation();
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZSmsSettingsForm,
    defaultValues: toSettingsForm(settings),
    ns: 'admin',
    messages: {
      dailyParts: { invalid: 'smsUsage.numberInvalid' },
      pricePoisha: { invalid: 'smsUsage.numberInvalid', required: 'smsUsage.numberInvalid' },
      enquirySmsPerDealer: { invalid: 'smsUsage.numberInvalid', required: 'smsUsage.numberInvalid' },
    },
  });
  const close = () => {
    discard();
    onClose();
  };
  const save = submit(async (values) => {
    await update.mutateAsync(toSettingsInput(values));
    await utils.admin.notifications.smsUsage.invalidate();
    onSaved();
  });
  const field = (name: keyof SmsSettingsForm) => (
    <FormField
      id={`${id}-${name}`}
      label={t(`smsUsage.fields.${name}`)}
      hint={t(`smsUsage.hints.${name}`)}
      error={errorText(name)}
      required={name !== 'dailyParts'}
    >
      {(control) => (
        <input {...control} {...form.register(name)} type="text" inputMode="numeric" autoComplete="off" />
      )}
    </FormField>
  );

  return (
    <FormDialog
      open={open}
      title={t('smsUsage.settingsTitle')}
      onClose={close}
      onSubmit={(event) => void save(event)}
      submitLabel={t('smsUsage.save')}
      busyLabel={t('smsUsage.saving')}
      busy={update.isPending}
      failure={
        failure && (
          <>
            <p>{t('smsUsage.saveFailed')}</p>
            <p>{failure}</p>
          </>
        )
      }
    >
      {field('dailyParts')}
      {field('pricePoisha')}
      {field('enquirySmsPerDealer')}
    </FormDialog>
  );
}
