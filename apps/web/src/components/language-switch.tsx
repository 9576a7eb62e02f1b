import { LANGUAGES, type Language } from '../i18n';
import { useTranslation } from '../i18n/use-translation';
import './language-switch.css';

/** Each language named in its own script, so a reader of either finds theirs. */
const NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

/**
 * The language switch of every area's header: two toggle buttons, the current language pressed. The choice
 * is remembered by the i18n setup (localStorage), so every area and the next visit open in it.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="language-buttons">
      <legend className="visually-hidden">{t('footer.language')}</legend>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={i18n.language === lng}
          onClick={() => void i18n.changeLanguage(lng)}
        >
          {NAMES[lng]}
        </button>
      ))}
    </fieldset>
  );
}
