import { DashboardSection, QueryState, SECTION_IDS } from '../../../components/dashboard-section';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { usePostRead } from '../../../lib/use-post-read';
import { ComplaintForm } from './complaint-form';
import { ComplaintsList } from './complaints-list';
import './member-complaints.css';

/** Complain/Legal: file an objection, see how many are solved, and every objection with its answer. */
export function ComplaintsSection() {
  const { t } = useTranslation('member');
  const { digits } = useFormat();
  const utils = trpc.useUtils();
  const summary = usePostRead(trpc.member.memberComplaints.summary, () =>
    utils.client.member.memberComplaints.summary.mutate({}),
  );
  return (
    <DashboardSection id={SECTION_IDS.complaints} title={t('dashboard.complaints.title')}>
      <ComplaintForm />
      <h3>{t('dashboard.complaints.totalsTitle')}</h3>
      <QueryState query={summary}>
        {() =>
          summary.data && (
            <dl className="dash-totals">
              <div>
                <dt>{t('dashboard.complaints.total')}</dt>
                <dd>{digits(summary.data.data.total)}</dd>
              </div>
              <div className="total-paid">
                <dt>{t('dashboard.complaints.solved')}</dt>
                <dd>{digits(summary.data.data.solved)}</dd>
              </div>
              <div className={summary.data.data.unsolved > 0 ? 'total-due' : undefined}>
                <dt>{t('dashboard.complaints.unsolved')}</dt>
                <dd>{digits(summary.data.data.unsolved)}</dd>
              </div>
            </dl>
          )
        }
      </QueryState>
      <ComplaintsList />
    </DashboardSection>
  );
}
