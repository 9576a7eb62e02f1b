import type { NotificationChannels } from '@samity/domain';
import { OnOffState } from '../../../components/state-tag';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * Where a reminder goes: always to the member's inbox on the dashboard; by SMS and email only when the
 * server has a provider for them. An off channel is shown as off, so nobody expects an SMS that never leaves.
 */
export function ReminderChannels({ channels }: { channels: NotificationChannels }) {
  const { t } = useTranslation('finance');
  const rows = [
    ['inbox', true],
    ['sms', channels.sms],
    ['email', channels.email],
  ] as const;
  return (
    <div className="reminder-channels">
      <p className="channels-title">{t('monthly.reminders.channelsTitle')}</p>
      <ul aria-label={t('monthly.reminders.channelsTitle')}>
        {rows.map(([channel, on]) => (
          <li key={channel}>
            {t(`monthly.reminders.channel.${channel}`)}:{' '}
            <OnOffState on={on} text={t(on ? 'monthly.reminders.on' : 'monthly.reminders.off')} />
          </li>
        ))}
      </ul>
      {!channels.sms && <p className="field-hint">{t('monthly.reminders.smsOffHint')}</p>}
    </div>
  );
}
