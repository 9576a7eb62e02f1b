import { dealerPath } from '@samity/domain';
import { Link, useParams } from 'wouter';
import { Avatar } from '../../../components/avatar';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { parseApiError } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { usePageMeta } from '../../../lib/use-page-meta';
import './verification.css';

/**
 * A dealer's verification page (/verify/<token>), opened from a car's "verified member" badge or by
 * scanning the QR code of the certificate on a showroom wall: who the member is and whether the society
 * counts them in good standing today. A rotated or unknown address says it is not valid.
 */
export function VerifyPage() {
  const { t } = useTranslation('verification');
  const { digits } = useFormat();
  usePageMeta(t('page.title'), t('page.description'));
  const { token = '' } = useParams();
  const query = trpc.public.verification.get.useQuery({ token }, { retry: false });
  const unknown = query.isError && [400, 404].includes(parseApiError(query.error).status ?? 0);
  const member = query.data;
  return (
    <section className="page verify-page">
      <h1>{t('page.title')}</h1>
      {query.isPending && <Spinner />}
      {unknown && (
        <div role="alert" className="error-box">
          <p>{t('page.unknown')}</p>
        </div>
      )}
      {query.isError && !unknown && <LoadError onRetry={() => query.refetch()} />}
      {member && (
        <article className="card verify-card" aria-labelledby="verify-name">
          <Avatar
            name={member.name}
            pic={member.pic}
            size={96}
            alt={t('page.memberPhotoOf', { name: member.name })}
          />
          <div className="verify-who">
            <h2 id="verify-name">{member.name}</h2>
            {member.business && <p className="verify-business">{member.business}</p>}
            <p>
              {t('page.memberNo')}: <strong>{digits(member.member_no)}</strong>
            </p>
          </div>
          <p className={`verify-standing ${member.good_standing ? 'good' : 'bad'}`} role="status">
            <span aria-hidden="true">{member.good_standing ? '✓' : '✕'}</span>{' '}
            {member.good_standing ? t('page.goodStanding') : t('page.notGoodStanding')}
          </p>
          <p className="verify-explain">
            {member.status === 'deceased'
              ? t('page.deceased')
              : member.good_standing
                ? t('page.goodExplain')
                : t('page.behindExplain')}
          </p>
        </article>
      )}
      <p>
        {/* This dealer's own page (their cars and contact), else the whole stock. */}
        {member && member.status === 'active' ? (
          <Link to={dealerPath(member)}>
            {t('page.dealerCars', { dealer: member.business || member.name })}
          </Link>
        ) : (
          <Link to="/Stocklist">{t('page.backToCars')}</Link>
        )}
      </p>
    </section>
  );
}
