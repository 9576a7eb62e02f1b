import { COPYRIGHT_FIRST_YEAR } from '@samity/domain';
import { LANGUAGES } from '../i18n';
import { useTranslation } from '../i18n/use-translation';
import { useFormat } from '../lib/use-format';
import './footer.css';

/** Footer: credits, copyright up to the current year and the built-in language switch. */
export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const { digits } = useFormat();
  return (
    <footer className="site-footer">
      <p className="footer-name">{t('society.name')}</p>
      <p>{t('society.address')}</p>
      <p>{t('footer.credits')}</p>
      <p>
        {t('footer.copyright', {
          from: digits(COPYRIGHT_FIRST_YEAR),
          to: digits(new Date().getFullYear()),
          name: t('society.name'),
        })}
      </p>
      <label className="language-switch">
        <span>{t('footer.language')}</span>
        <select value={i18n.language} onChange={(e) => void i18n.changeLanguage(e.target.value)}>
          {LANGUAGES.map((lng) => (
            <option key={lng} value={lng} lang={lng}>
              {lng === 'en' ? 'English' : 'বাংলা'}
            </option>
          ))}
        </select>
      </label>
    </footer>
  );
}
