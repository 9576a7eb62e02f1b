import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { Spinner } from './spinner';
import './dashboard-section.css';

/** The dashboard's sections, in the order of its tabs; each id is also the hash that opens its tab. */
export const SECTION_IDS = {
  dues: 'dues',
  statements: 'statements',
  complaints: 'complaints',
  stock: 'stock',
  enquiries: 'enquiries',
  expenses: 'expenses',
  documents: 'documents',
  elections: 'elections',
  meetings: 'meetings',
  annualAccounts: 'annual-accounts',
  messages: 'messages',
  profile: 'profile',
  nominee: 'nominee',
  password: 'password',
} as const;
export type SectionId = (typeof SECTION_IDS)[keyof typeof SECTION_IDS];

interface Props {
  id: string;
  title: string;
  /** Buttons beside the heading (Add, Request Update). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * One section of the dashboard: a landmark named by its heading, focusable so a link to it can move keyboard
 * and screen-reader users there as well as the view.
 */
export function DashboardSection({ id, title, actions, children }: Props) {
  return (
    <section id={id} className="dash-section" aria-labelledby={`${id}-title`} tabIndex={-1}>
      <div className="dash-section-head">
        <h2 id={`${id}-title`}>{title}</h2>
        {actions && <div className="dash-section-actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** A query's loading and error states; renders its children once the data is there. */
export function QueryState({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch(): unknown };
  children: () => ReactNode;
}) {
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Spinner />;
  return <>{children()}</>;
}
