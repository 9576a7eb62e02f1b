import { Suspense } from 'react';
import { Link } from 'wouter';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import './certificate-panel.css';

const CERTIFICATE = '/api/member/verification/certificate.pdf';

/**
 * The member's verification certificate on their profile: whether their cars carry the verified badge,
 * their verification page, and the certificate to print in either language. Its texts load on first use,
 * inside its own boundary, so the profile never waits for them.
 */
export function CertificatePanel() {
  return (
    <Suspense fallback={<Spinner />}>
      <Certificate />
    </Suspense>
  );
}

function Certificate() {
  const { t } = useTranslation('verification');
  const own = trpc.member.verification.get.useQuery();
  return (
    <section className="certificate-panel" aria-labelledby="certificate-heading">
      <h3 id="certificate-heading">{t('certificate.heading')}</h3>
      <p>{t('certificate.explain')}</p>
      {own.isPending && <Spinner />}
      {own.isError && <LoadError onRetry={() => own.refetch()} />}
      {own.data && (
        <>
          <p className={own.data.good_standing ? 'success-box' : 'error-box'}>
            {own.data.good_standing ? t('certificate.standingGood') : t('certificate.standingBad')}
          </p>
          <p className="certificate-actions">
            <a className="button button-small" href={`${CERTIFICATE}?lang=bn`} download>
              {t('certificate.downloadBn')}
            </a>
            <a className="button button-small" href={`${CERTIFICATE}?lang=en`} download>
              {t('certificate.downloadEn')}
            </a>
            <Link className="button button-small button-secondary" to={own.data.path}>
              {t('certificate.openPage')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
