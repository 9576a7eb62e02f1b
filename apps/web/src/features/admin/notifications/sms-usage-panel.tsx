import { hasPrivilege } from '@samity/domain';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { type Status, StatusBox } from '../../../components/status-box';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useAdmin } from '../../../lib/use-admin';
import { useFormat } from '../../../lib/use-format';
import { SmsSettingsDialog } from './sms-settings-dialog';

/**
 * What SMS cost the society, at the top of /MessageDeliveries: today's and this month's parts (as the
 * provider bills them) and their cost at the configured price, what the daily budget holds for tomorrow,
 * and the limits; Full_Access+ changes them. Without an SMS provider it says plainly that SMS is off.
 */
export function SmsUsagePanel() {
  const { t } = useTranslation('admin');
  const { digits, number, taka } = useFormat();
  const admin = useAdmin();
  const usage = trpc.admin.notifications.smsUsage.useQuery();
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const canEdit = hasPrivilege(admin.privilege, 'Full_Access+');

  if (usage.isError) return <LoadError onRetry={() => void usage.refetch()} />;
  if (!usage.data) return null;
  const { smsOn, today, month, held, warnedToday, settings } = usage.data;
  const parts = (n: number) => t('smsUsage.parts', { count: n, n: number(n) });
  const spend = (s: { parts: number; costPoisha: number }) =>
    `${parts(s.parts)} · ${taka(s.costPoisha / 100)}`;

  return (
    <section className="sms-usage" aria-labelledby="sms-usage-title">
      <h2 id="sms-usage-title">{t('smsUsage.title')}</h2>
      {!smsOn && (
        <p className="sms-usage-off" role="note">
          {t('smsUsage.off')}
        </p>
      )}
      <dl className="sms-usage-figures">
        <div>
          <dt>{t('smsUsage.today')}</dt>
          <dd>
            {spend(today)}
            {settings.dailyParts !== null && (
              <span className="sms-usage-of">
                {' '}
                {t('smsUsage.ofBudget', { budget: parts(settings.dailyParts) })}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('smsUsage.month')}</dt>
          <dd>{spend(month)}</dd>
        </div>
        <div>
          <dt>{t('smsUsage.held')}</dt>
          <dd>
            {held.messages === 0
              ? t('smsUsage.heldNone')
              : t('smsUsage.heldSome', {
                  count: held.messages,
                  n: digits(held.messages),
                  parts: parts(held.parts),
                })}
          </dd>
        </div>
        <div>
          <dt>{t('smsUsage.limits')}</dt>
          <dd>
            {settings.dailyParts === null
              ? t('smsUsage.noBudget')
              : t('smsUsage.budget', { parts: parts(settings.dailyParts) })}
            <br />
            {t('smsUsage.price', { price: digits(settings.pricePoisha) })}
            <br />
            {t('smsUsage.perDealer', {
              count: settings.enquirySmsPerDealer,
              n: digits(settings.enquirySmsPerDealer),
            })}
          </dd>
        </div>
      </dl>
      {warnedToday && <p className="sms-usage-warned">{t('smsUsage.warned')}</p>}
      <StatusBox status={status} />
      {canEdit && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setStatus(null);
            setEditing(true);
          }}
        >
          {t('smsUsage.change')}
        </button>
      )}
      {canEdit && (
        <SmsSettingsDialog
          open={editing}
          settings={settings}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setStatus({ kind: 'success', text: t('smsUsage.saved') });
          }}
        />
      )}
    </section>
  );
}
