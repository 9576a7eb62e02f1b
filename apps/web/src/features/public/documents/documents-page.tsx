import { DOCUMENT_LIMITS, type DocumentCategory } from '@samity/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { DocumentsList } from '../../../components/documents/documents-list';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { usePageMeta } from '../../../lib/use-page-meta';

const useHistory = (id: number | null) =>
  trpc.public.documents.get.useQuery({ id: id ?? 0 }, { enabled: id !== null });

/** /Documents: the society's public documents (bylaws, registration certificate, ...), each a PDF to download. */
export function DocumentsPage() {
  const { t } = useTranslation('documents');
  usePageMeta(t('public.title'), t('public.metaDescription'));
  const [page, setPage] = useState(0);
  const [category, setCategory] = useState<DocumentCategory | ''>('');
  const query = trpc.public.documents.list.useQuery(
    {
      limit: DOCUMENT_LIMITS.pageSize,
      offset: page * DOCUMENT_LIMITS.pageSize,
      ...(category ? { category } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  return (
    <section className="page">
      <h1>{t('public.title')}</h1>
      <p className="page-intro">{t('public.intro')}</p>
      <DocumentsList
        label={t('public.title')}
        query={query}
        page={page}
        onPage={setPage}
        category={category}
        onCategory={(c) => {
          setCategory(c);
          setPage(0);
        }}
        useHistory={useHistory}
        emptyText={t('public.empty')}
      />
    </section>
  );
}
