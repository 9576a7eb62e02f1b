import { BN_MONTH_NAMES, MONTH_NAMES, percentOfBp, type YearEndSettings } from '@samity/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';
import { YearEndSettingsDialog } from './year-end-settings-dialog';

interface Props {
  settings: YearEndSettings;
  /** Full_Access may change them; others read them. */
  canEdit: boolean;
  onSaved(): void;
}

/**
 * The settings the statements and the appropriation follow: the financial year's first month (locked once
 * a year is closed) and the appropriation rates, with a Change button for Full_Access.
 */
export function YearEndSettingsSection({ settings, canEdit, onSaved }: Props) {
  const { t } = useTranslation('yearend', { keyPrefix: 'yearEnd' });
  const { lng, digits } = useFormat();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const months = lng === 'bn' ? BN_MONTH_NAMES : MONTH_NAMES;
  // As typed in the form, up to two decimals (12.5 %, not rounded to 13 %), in the page's digits.
  const pct = (bp: number) => t('settings.percent', { value: digits(percentOfBp(bp)) });
  const rows: [string, string][] = [
    [t('settings.firstMonth'), months[settings.first_month - 1] ?? ''],
    [t('settings.names.reserve'), pct(settings.reserve_bp)],
    [t('settings.names.development'), pct(settings.development_bp)],
    [t('settings.names.other_funds_max'), pct(settings.other_funds_max_bp)],
    [t('settings.names.dividend_cap'), pct(settings.dividend_cap_bp)],
  ];
  return (
    <section className="year-end-opening" aria-labelledby={`${id}-settings`}>
      <h2 id={`${id}-settings`}>{t('settings.title')}</h2>
      <dl className="year-end-shares">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {settings.locked && <p>{t('settings.locked')}</p>}
      {canEdit && (
        <button type="button" className="button secondary" onClick={() => setEditing(true)}>
          {t('settings.edit')}
        </button>
      )}
      {canEdit && (
        <YearEndSettingsDialog
          open={editing}
          current={settings}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onSaved();
          }}
        />
      )}
    </section>
  );
}
