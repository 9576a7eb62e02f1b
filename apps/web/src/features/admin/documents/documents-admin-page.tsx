import { DOCUMENT_LIMITS, type DocumentCategory, type SocietyDocument } from '@samity/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { DocumentsList } from '../../../components/documents/documents-list';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { usePageTitle } from '../../../lib/use-page-title';
import { DocumentDialog } from './document-dialog';

const useHistory = (id: number | null) =>
  trpc.admin.documents.get.useQuery({ id: id ?? 0 }, { enabled: id !== null });

/** /DocumentsAdmin: upload the society's documents and new versions, describe them, remove them. */
export function DocumentsAdminPage() {
  const { t } = useTranslation('documents');
  usePageTitle(t('admin.title'));
  const [page, setPage] = useState(0);
  const [category, setCategory] = useState<DocumentCategory | ''>('');
  const [dialog, setDialog] = useState<{
    mode: 'new' | 'version' | 'edit';
    document: SocietyDocument | null;
  } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const remove = trpc.admin.documents.delete.useMutation();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const query = trpc.admin.documents.list.useQuery(
    {
      limit: DOCUMENT_LIMITS.pageSize,
      offset: page * DOCUMENT_LIMITS.pageSize,
      ...(category ? { category } : {}),
    },
    { placeholderData: keepPreviousData },
  );

  async function removeDocument(document: SocietyDocument) {
    const yes = await confirm({
      title: t('admin.removeTitle'),
      message: t('admin.removeConfirm', { title: document.title }),
      confirmLabel: t('admin.remove'),
    });
    if (!yes) return;
    setFailure(null);
    try {
      await remove.mutateAsync({ id: document.id });
      await utils.admin.documents.invalidate();
    } catch (error) {
      setFailure(apiErrorText(error, t, 'admin.removeFailed'));
    }
  }

  const action = (label: string, document: SocietyDocument, run: () => void, secondary = true) => (
    <button
      type="button"
      className={`button button-small${secondary ? ' button-secondary' : ''}`}
      disabled={remove.isPending}
      aria-label={`${label}: ${document.title}`}
      onClick={run}
    >
      {label}
    </button>
  );

  return (
    <section className="page">
      <div className="documents-head">
        <h1>{t('admin.title')}</h1>
        <button type="button" className="button" onClick={() => setDialog({ mode: 'new', document: null })}>
          {t('admin.add')}
        </button>
      </div>
      <p className="page-intro">{t('admin.intro')}</p>
      {failure && (
        <div className="error-box" role="alert">
          {failure}
        </div>
      )}
      <DocumentsList
        label={t('admin.title')}
        query={query}
        page={page}
        onPage={setPage}
        category={category}
        onCategory={(c) => {
          setCategory(c);
          setPage(0);
        }}
        useHistory={useHistory}
        emptyText={t('admin.empty')}
        showVisibility
        actions={(d) => (
          <span className="document-file">
            {action(t('admin.newVersion'), d, () => setDialog({ mode: 'version', document: d }), false)}
            {action(t('admin.edit'), d, () => setDialog({ mode: 'edit', document: d }))}
            {action(t('admin.remove'), d, () => void removeDocument(d))}
          </span>
        )}
      />
      {dialog && (
        <DocumentDialog
          key={`${dialog.mode}-${dialog.document?.id ?? 'new'}`}
          mode={dialog.mode}
          document={dialog.document}
          open
          onClose={() => setDialog(null)}
        />
      )}
      {confirmDialog}
    </section>
  );
}
