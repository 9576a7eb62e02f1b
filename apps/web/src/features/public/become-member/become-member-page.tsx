import { useTranslation } from '../../../i18n/use-translation';
import { usePageMeta } from '../../../lib/use-page-meta';
import './become-member.css';

/** The five documents an applicant brings (Become A Member). */
const DOCUMENTS = ['tradeLicence', 'nationalId', 'photos', 'nomineeId', 'nomineePhoto'] as const;

/** Served by the server, generated from the society's configuration (apps/server/src/plugins/membership-form.ts). */
const MEMBERSHIP_FORM_URL = '/api/membership-form.pdf';

/** Become a member: the required documents and the downloadable membership form. */
export function BecomeMemberPage() {
  const { t } = useTranslation('joining');
  usePageMeta(t('becomeMember.title'), t('becomeMember.metaDescription'));
  return (
    <section className="page narrow">
      <h1>{t('becomeMember.title')}</h1>
      <p className="page-intro">{t('becomeMember.intro')}</p>
      <h2>{t('becomeMember.documentsTitle')}</h2>
      <ol className="document-list">
        {DOCUMENTS.map((id) => (
          <li key={id}>{t(`becomeMember.documents.${id}`)}</li>
        ))}
      </ol>
      <section className="form-download" aria-labelledby="form-title">
        <h2 id="form-title">{t('becomeMember.formTitle')}</h2>
        <p>{t('becomeMember.formText')}</p>
        <a
          className="button"
          href={MEMBERSHIP_FORM_URL}
          download="membership-form.pdf"
          type="application/pdf"
        >
          {t('becomeMember.download')}
        </a>
      </section>
    </section>
  );
}
