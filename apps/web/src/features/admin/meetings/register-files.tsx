import { useTranslation } from '../../../i18n/use-translation';

/** The register as the search finds it, as PDF and CSV, in Bengali and English; each file named in its language. */
export function RegisterFiles({ search }: { search: string }) {
  const { t } = useTranslation('governance');
  const query = (lang: string) => `?lang=${lang}${search ? `&search=${encodeURIComponent(search)}` : ''}`;
  return (
    <p className="meeting-files">
      {t(search ? 'files.registerFound' : 'files.register')}{' '}
      {(['pdf', 'csv'] as const).flatMap((format) =>
        (['bn', 'en'] as const).map((lang) => (
          <a
            key={`${format}-${lang}`}
            href={`/api/admin/resolutions.${format}${query(lang)}`}
            lang={lang}
            download
          >
            {t(`files.${format}.${lang}`)}
          </a>
        )),
      )}
    </p>
  );
}
