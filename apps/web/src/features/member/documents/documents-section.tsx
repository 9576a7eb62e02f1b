import { DOCUMENT_LIMITS, type DocumentCategory } from '@samity/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { DashboardSection, SECTION_IDS } from '../../../components/dashboard-section';
import { DocumentsList } from '../../../components/documents/documents-list';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';

const useHistory = (id: number | null) =>
  trpc.member.documents.get.useQuery({ id: id ?? 0 }, { enabled: id !== null });

/** The dashboard's Documents tab: the documents for members only (the public ones are on /Documents). */
export function DocumentsSection() {
  const { t } = useTranslation('documents');
  const [page, setPage] = useState(0);
  const [category, setCategory] = useState<DocumentCategory | ''>('');
  const query = trpc.member.documents.list.useQuery(
    {
      limit: DOCUMENT_LIMITS.pageSize,
      offset: page * DOCUMENT_LIMITS.pageSize,
      ...(category ? { category } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  const title = t('member.title');
  return (
    <DashboardSection id={SECTION_IDS.documents} title={title}>
      <p>
        {t('member.intro')} <a href="/Documents">{t('member.publicLink')}</a>
      </p>
      <DocumentsList
        label={title}
        query={query}
        page={page}
        onPage={setPage}
        category={category}
        onCategory={(c) => {
          setCategory(c);
          setPage(0);
        }}
        useHistory={useHistory}
        emptyText={t('member.empty')}
      />
    </DashboardSection>
  );
}
