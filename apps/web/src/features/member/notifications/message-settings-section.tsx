import { NOTIFICATION_LIMITS, type NotificationSettings, ZNotificationSettingsInput } from '@samity/domain';
import { useId, useState } from 'react';
import { DashboardSection, QueryState, SECTION_IDS } from '../../../components/dashboard-section';
import { FormField } from '../../../components/form-field';
import { OnOffState } from '../../../components/state-tag';
import { type Status, StatusBox } from '../../../components/status-box';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import './notifications.css';

/**
 * How the society reaches the member: the language of their messages, SMS reminders of dues (receipts and
 * answers come regardless), an email address, and which channels the society has switched on. An off
 * channel says so; nothing here suggests a message goes where it cannot.
 */
export function MessageSettingsSection() {
  const { t } = useTranslation('member');
  const settings = trpc.member.notifications.settings.get.useQuery();
  return (
    <DashboardSection id={SECTION_IDS.messages} title={t('dashboard.messages.title')}>
      <QueryState query={settings}>
        {() =>
          settings.data && (
            <>
              <ChannelList settings={settings.data} />
              <SettingsForm settings={settings.data} />
            </>
          )
        }
      </QueryState>
    </DashboardSection>
  );
}

function ChannelList({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation('member');
  const rows = [
    ['inbox', true, t('dashboard.messages.inboxOn')],
    [
      'sms',
      settings.channels.sms,
      t(settings.channels.sms ? 'dashboard.messages.smsOn' : 'dashboard.messages.smsOff'),
    ],
    [
      'email',
      settings.channels.email,
      t(settings.channels.email ? 'dashboard.messages.emailOn' : 'dashboard.messages.emailOff'),
    ],
  ] as const;
  return (
    <dl className="details-list channel-list" aria-label={t('dashboard.messages.channels')}>
      {rows.map(([channel, on, text]) => (
        <div key={channel} className="details-row">
          <dt>{t(`dashboard.messages.channel.${channel}`)}</dt>
          <dd>
            <OnOffState on={on} text={t(on ? 'dashboard.messages.on' : 'dashboard.messages.off')} /> {text}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const formValues = (settings: NotificationSettings) => ({
  language: settings.language,
  smsReminders: settings.smsReminders,
  email: settings.email ?? '',
});

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation('member');
  const id = useId();
  const utils = trpc.useUtils();
  const update = trpc.member.notifications.settings.update.useMutation();
  const [status, setStatus] = useState<Status>(null);
  const { form, errorText, applyServerErrors } = useZodForm({
    schema: ZNotificationSettingsInput,
    defaultValues: formValues(settings),
    ns: 'member',
    messages: {
      email: { invalid: 'dashboard.messages.emailInvalid', tooLong: 'dashboard.messages.emailTooLong' },
    },
  });

  const save = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      const saved = await update.mutateAsync(values);
      // The form stays mounted (its success message with it) and starts from what the server kept.
      form.reset(formValues(saved));
      utils.member.notifications.settings.get.setData(undefined, saved);
      setStatus({ kind: 'success', text: t('dashboard.messages.saved') });
    } catch (error) {
      applyServerErrors(error);
      setStatus({ kind: 'error', text: apiErrorText(error, t, 'dashboard.messages.saveFailed') });
    }
  });

  return (
    <form className="form-stack message-settings" noValidate onSubmit={(event) => void save(event)}>
      <FormField id={`${id}-language`} label={t('dashboard.messages.language')}>
        {(control) => (
          <select {...control} {...form.register('language')}>
            <option value="en" lang="en">
              English
            </option>
            <option value="bn" lang="bn">
              বাংলা
            </option>
          </select>
        )}
      </FormField>
      <div className="field">
        <label className="checkbox">
          <input type="checkbox" aria-describedby={`${id}-sms-hint`} {...form.register('smsReminders')} />
          {t('dashboard.messages.smsReminders')}
        </label>
        <p id={`${id}-sms-hint`} className="field-hint">
          {t('dashboard.messages.smsRemindersHint')}
          {!settings.channels.sms && ` ${t('dashboard.messages.smsRemindersOff')}`}
        </p>
      </div>
      <FormField
        id={`${id}-email`}
        label={t('dashboard.messages.email')}
        hint={t(settings.channels.email ? 'dashboard.messages.emailHint' : 'dashboard.messages.emailHintOff')}
        error={errorText('email')}
        optional
      >
        {(control) => (
          <input
            {...control}
            {...form.register('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={NOTIFICATION_LIMITS.email}
          />
        )}
      </FormField>
      <StatusBox status={status} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={update.isPending}>
          {update.isPending ? t('dashboard.saving') : t('dashboard.messages.save')}
        </button>
      </div>
    </form>
  );
}
