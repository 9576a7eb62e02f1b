import { COPYRIGHT_FIRST_YEAR } from '@samity/domain';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n';

/** Footer: credits, copyright up to the current year (D8) and the built-in language switch (D4). */
export function SiteFooter() {
  const { t, i18n } = useTranslation();
  return (
    <footer className="site-footer">
      <p>{t('footer.credits')}</p>
      <p>
        {t('footer.copyright', {
          from: COPYRIGHT_FIRST_YEAR,
          to: new Date().getFullYear(),
          name: t('society.name'),
        })}
      </p>
      <label className="language-switch">
        <span>{t('footer.language')}</span>
        <select value={i18n.language} onChange={(e) => void i18n.changeLanguage(e.target.value)}>
          {LANGUAGES.map((lng) => (
            <option key={lng} value={lng}>
              {lng === 'en' ? 'English' : 'বাংলা'}
            </option>
          ))}
        </select>
      </label>
    </footer>
  );
}
