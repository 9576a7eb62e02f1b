import { useTranslation } from '../../i18n/use-translation';
import { trpc } from '../../lib/trpc';
import { useFormat } from '../../lib/use-format';
import './unsolved-count.css';

/** Which desk's count a side-menu entry shows. */
export type DeskArea = 'memberComplaints' | 'publicComplaints';

/**
 * The number of unsolved complaints beside a desk in the admin side menu (nothing while loading, on a
 * failure or at zero). The desks refresh the same query after a solve, so the count follows at once.
 */
export function UnsolvedCount({ area }: { area: DeskArea }) {
  const { t } = useTranslation('admin');
  const { digits } = useFormat();
  const members = trpc.admin.memberComplaints.summary.useQuery(undefined, {
    enabled: area === 'memberComplaints',
  });
  const visitors = trpc.admin.publicComplaints.summary.useQuery(undefined, {
    enabled: area === 'publicComplaints',
  });
  const unsolved = (area === 'memberComplaints' ? members : visitors).data?.unsolved ?? 0;
  if (unsolved === 0) return null;
  // Beside the desk's link, not inside it: the link keeps the page's name, and a screen reader reads the
  // count right after it.
  return (
    <span className="menu-count">
      <span aria-hidden="true">{digits(unsolved)}</span>
      <span className="visually-hidden">{t('complaintsAdmin.unsolvedCount', { count: unsolved })}</span>
    </span>
  );
}
