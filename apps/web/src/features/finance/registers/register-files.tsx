import type { RegisterKind } from '@samity/domain';
import { useTranslation } from '../../../i18n/use-translation';

/** The register of the chosen range as PDF (Bengali or English) and CSV, from GET /api/registers/files/{file}. */
export function RegisterFiles({ kind, from, to }: { kind: RegisterKind; from: string; to: string }) {
  const { t } = useTranslation('registers', { keyPrefix: 'registers' });
  const href = (format: 'pdf' | 'csv', lang: 'bn' | 'en') =>
    `/api/registers/files/${kind}.${format}?from=${from}&to=${to}&lang=${lang}`;
  return (
    <p className="register-files">
      <span>{t('files.title')}</span>
      <a className="button secondary" href={href('pdf', 'bn')} download>
        {t('files.pdfBn')}
      </a>
      <a className="button secondary" href={href('pdf', 'en')} download>
        {t('files.pdfEn')}
      </a>
      <a className="button secondary" href={href('csv', 'en')} download>
        {t('files.csv')}
      </a>
    </p>
  );
}
