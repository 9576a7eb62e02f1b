import { DEFAULT_FIRST_MONTH, financialYear, financialYearOf, todayInDhaka } from '@samity/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

/**
 * The year-end pack of a chosen financial year: one ZIP of its statements and registers with a manifest of
 * SHA-256 checksums (docs/year-end.md). Making one is recorded in the audit trail.
 */
export function YearEndPack() {
  const { t } = useTranslation('registers', { keyPrefix: 'registers' });
  const { digits } = useFormat();
  const id = useId();
  const settings = trpc.finance.yearEnd.settings.useQuery();
  const firstMonth = settings.data?.first_month ?? DEFAULT_FIRST_MONTH;
  const current = financialYearOf(todayInDhaka(), firstMonth).year;
  const opening = settings.data?.opening ?? null;
  const firstYear = opening ? Number(opening.as_of.slice(0, 4)) : current - 4;
  const years = Array.from({ length: Math.max(current - firstYear + 1, 1) }, (_, i) => current - i);
  const [chosen, setChosen] = useState<number | null>(null);
  const year = chosen ?? Math.max(firstYear, current - 1);
  const href = (lang: 'bn' | 'en') => `/api/year-end/pack?year=${year}&lang=${lang}`;
  return (
    <section className="register-pack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('pack.title')}</h2>
      <p>{t('pack.intro')}</p>
      <div className="register-bar">
        <label htmlFor={`${id}-year`}>{t('pack.year')}</label>
        <select id={`${id}-year`} value={year} onChange={(e) => setChosen(Number(e.target.value))}>
          {years.map((y) => (
            <option key={y} value={y}>
              {digits(financialYear(y, firstMonth).label)}
            </option>
          ))}
        </select>
        <a className="button" href={href('bn')} download>
          {t('pack.bn')}
        </a>
        <a className="button secondary" href={href('en')} download>
          {t('pack.en')}
        </a>
      </div>
      <p className="register-note">{t('pack.audited')}</p>
    </section>
  );
}
