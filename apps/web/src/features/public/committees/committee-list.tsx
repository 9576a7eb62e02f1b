import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { usePageMeta } from '../../../lib/use-page-meta';
import './committees.css';

interface CommitteePageProps {
  kind: 'current' | 'founding' | 'previous';
  query: { isPending: boolean; isError: boolean; data?: readonly unknown[]; refetch: () => unknown };
  children: ReactNode;
}

/** The frame shared by the three committee pages: title, loading, error and empty states. */
export function CommitteePage({ kind, query, children }: CommitteePageProps) {
  const { t } = useTranslation('public');
  usePageMeta(t(`committees.${kind}.title`), t(`committees.${kind}.metaDescription`));
  return (
    <section className="page">
      <h1>{t(`committees.${kind}.title`)}</h1>
      {query.isPending && <Spinner />}
      {query.isError && <LoadError onRetry={() => void query.refetch()} />}
      {query.data?.length === 0 && <p className="empty-state">{t('committees.empty')}</p>}
      {children}
    </section>
  );
}
