import type { ComplaintFilter } from '@samity/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadError } from '../load-error';
import { Spinner } from '../spinner';
import { type Status, StatusBox } from '../status-box';
import './complaint-desk.css';

interface Props {
  title: string;
  filter: ComplaintFilter;
  onFilter(filter: ComplaintFilter): void;
  status: Status;
  list: { isPending: boolean; isError: boolean; isSuccess: boolean; refetch(): unknown };
  count: number;
  children: ReactNode;
}

/**
 * The frame both complaint desks share: title, the Unsolved / Show All toggle, the outcome of the last
 * solve, and the loading, error and empty states ('No unsolved complains.' / 'No complaints found.').
 */
export function ComplaintDesk({ title, filter, onFilter, status, list, count, children }: Props) {
  const { t } = useTranslation('admin');
  usePageTitle(title);
  return (
    <section className="page complaint-desk">
      <h1>{title}</h1>
      <fieldset className="desk-filter">
        <legend className="visually-hidden">{t('complaintsAdmin.show')}</legend>
        {(['unsolved', 'all'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={`button${filter === value ? '' : ' button-secondary'}`}
            aria-pressed={filter === value}
            onClick={() => onFilter(value)}
          >
            {t(`complaintsAdmin.filter.${value}`)}
          </button>
        ))}
      </fieldset>
      <StatusBox status={status} />
      {list.isPending && <Spinner />}
      {list.isError && <LoadError onRetry={() => void list.refetch()} />}
      {list.isSuccess && count === 0 && (
        <p className="empty-state">
          {t(filter === 'unsolved' ? 'complaintsAdmin.noUnsolved' : 'complaintsAdmin.noComplaints')}
        </p>
      )}
      {count > 0 && (
        <ul className="desk-cards" aria-label={title}>
          {children}
        </ul>
      )}
    </section>
  );
}
