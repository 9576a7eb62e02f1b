import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_LIMITS,
  type DocumentCategory,
  type DocumentsPage,
  type DocumentVersion,
  type SocietyDocument,
} from '@samity/domain';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useFormat } from '../../lib/use-format';
import { type DataColumn, DataTable } from '../data-table/data-table';
import { Modal } from '../modal';
import './documents.css';

interface Query {
  data?: DocumentsPage;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch(): unknown;
}

interface Props {
  /** The list's name (its heading's text): the table and the pager are named by it. */
  label: string;
  query: Query;
  page: number;
  onPage(page: number): void;
  category: DocumentCategory | '';
  onCategory(category: DocumentCategory | ''): void;
  /** The versions of one document, when its history is opened (each reader asks its own tier). */
  useHistory: (id: number | null) => {
    data?: { versions: DocumentVersion[] };
    isPending: boolean;
    isError: boolean;
  };
  emptyText: string;
  /** Show whether each document is public or for members (the admin's list). */
  showVisibility?: boolean;
  actions?: (document: SocietyDocument) => ReactNode;
}

/** Kilobytes or megabytes, in the page's digits. */
export function useFileSize() {
  const { t } = useTranslation('documents');
  const { number } = useFormat();
  return (bytes: number) =>
    bytes >= 1024 * 1024
      ? t('size.mb', { n: number(Math.round((bytes / 1024 / 1024) * 10) / 10) })
      : t('size.kb', { n: number(Math.max(1, Math.round(bytes / 1024))) });
}

/**
 * The society's documents as a table (cards on a phone): title, category, when it last changed, and the
 * newest version's PDF to download; History lists every version. Shared by the public page, the members' tab
 * and the admin desk, which adds its own actions.
 */
export function DocumentsList(props: Props) {
  const { label, query, page, onPage, category, onCategory, emptyText, showVisibility, actions } = props;
  const { t } = useTranslation('documents');
  const { digits, moment } = useFormat();
  const size = useFileSize();
  const filterId = useId();
  const [history, setHistory] = useState<SocietyDocument | null>(null);
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / DOCUMENT_LIMITS.pageSize));

  const columns: DataColumn<SocietyDocument>[] = [
    { id: 'title', primary: true, header: t('list.title'), cell: (d) => d.title },
    { id: 'category', header: t('list.category'), cell: (d) => t(`categories.${d.category}`) },
    ...(showVisibility
      ? [
          {
            id: 'visibility',
            header: t('list.visibility'),
            cell: (d: SocietyDocument) => (
              <span className={`badge ${d.visibility === 'public' ? 'badge-ok' : 'badge-due'}`}>
                {t(`visibility.${d.visibility}`)}
              </span>
            ),
          },
        ]
      : []),
    {
      id: 'updated',
      priority: 2,
      nowrap: true,
      header: t('list.updated'),
      cell: (d) => moment(d.latest.uploaded_at),
    },
    {
      id: 'file',
      header: t('list.file'),
      cell: (d) => (
        <span className="document-file">
          <a
            className="button button-small"
            href={d.latest.url}
            download
            aria-label={`${t('list.download')}: ${d.title}`}
          >
            {t('list.download')}
          </a>
          <span className="muted">
            {t('list.versionSize', { version: digits(d.latest.version), size: size(d.latest.bytes) })}
          </span>
          {d.version_count > 1 && (
            <button
              type="button"
              className="button button-small button-secondary"
              aria-label={`${t('list.history')}: ${d.title}`}
              onClick={() => setHistory(d)}
            >
              {t('list.history')}
            </button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <div className="documents-filter">
        <label htmlFor={filterId}>{t('list.categoryFilter')}</label>
        <select
          id={filterId}
          value={category}
          onChange={(e) => onCategory(e.target.value as DocumentCategory | '')}
        >
          <option value="">{t('list.allCategories')}</option>
          {DOCUMENT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <DataTable
        label={label}
        columns={columns}
        rows={query.data?.entries}
        rowId={(d) => String(d.id)}
        loading={query.isPending}
        failed={query.isError && !query.data}
        onRetry={() => void query.refetch()}
        emptyText={emptyText}
        actions={actions}
        actionsHeader={actions ? t('list.actions') : undefined}
      />
      {pages > 1 && (
        <nav className="pager" aria-label={t('list.pages', { label })}>
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={page === 0 || query.isFetching}
            onClick={() => onPage(page - 1)}
          >
            {t('list.previous')}
          </button>
          <p aria-live="polite">{t('list.page', { page: digits(page + 1), pages: digits(pages) })}</p>
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={page + 1 >= pages || query.isFetching}
            onClick={() => onPage(page + 1)}
          >
            {t('list.next')}
          </button>
        </nav>
      )}
      <HistoryDialog document={history} onClose={() => setHistory(null)} useHistory={props.useHistory} />
    </>
  );
}

function HistoryDialog({
  document,
  onClose,
  useHistory,
}: {
  document: SocietyDocument | null;
  onClose(): void;
  useHistory: Props['useHistory'];
}) {
  const { t } = useTranslation('documents');
  const { digits, moment } = useFormat();
  const size = useFileSize();
  const history = useHistory(document?.id ?? null);
  return (
    <Modal
      open={document !== null}
      onClose={onClose}
      title={t('history.title', { title: document?.title ?? '' })}
    >
      {history.isError && (
        <p role="alert" className="error-box">
          {t('history.failed')}
        </p>
      )}
      {history.isPending && <p>{t('history.loading')}</p>}
      <ol className="document-history">
        {history.data?.versions.map((v) => (
          <li key={v.version}>
            <a href={v.url} download>
              {t('history.version', { version: digits(v.version) })}
            </a>
            <span className="muted">
              {' '}
              {moment(v.uploaded_at)} · {size(v.bytes)} · <span translate="no">{v.file_name}</span>
            </span>
          </li>
        ))}
      </ol>
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('history.close')}
        </button>
      </div>
    </Modal>
  );
}
