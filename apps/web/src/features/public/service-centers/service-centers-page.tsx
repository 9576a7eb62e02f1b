import { thumbnailUrlOf } from '@samity/domain';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { usePageMeta } from '../../../lib/use-page-meta';
import './service-centers.css';

/** Approved service centers as a grid of logos; a center is known by its logo alone. */
export function ServiceCentersPage() {
  const { t } = useTranslation('public');
  const { digits } = useFormat();
  usePageMeta(t('serviceCenters.title'), t('serviceCenters.metaDescription'));
  const list = trpc.public.serviceCenters.list.useQuery();
  return (
    <section className="page">
      <h1>{t('serviceCenters.title')}</h1>
      <p className="page-intro">{t('serviceCenters.intro')}</p>
      {list.isPending && <Spinner />}
      {list.isError && <LoadError onRetry={() => void list.refetch()} />}
      {list.data?.length === 0 && <p className="empty-state">{t('serviceCenters.empty')}</p>}
      {!!list.data?.length && (
        <ul className="logo-grid" aria-label={t('serviceCenters.title')}>
          {list.data.map((center, i) => (
            <li key={center.id}>
              <img
                src={thumbnailUrlOf(center.pic)}
                alt={t('serviceCenters.logo', { number: digits(i + 1) })}
                width="200"
                height="200"
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
