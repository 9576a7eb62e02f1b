import { QueryState } from '../../../components/dashboard-section';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { useMember } from '../../../lib/use-member';

/** Every objection of the member, newest first, with its solution and time or 'No response yet'. */
export function ComplaintsList() {
  const { t } = useTranslation('member');
  const { moment } = useFormat();
  const list = trpc.member.memberComplaints.list.useQuery({ member_no: useMember().member_no });
  return (
    <>
      <h3 id="complaints-list-title">{t('dashboard.complaints.listTitle')}</h3>
      <QueryState query={list}>
        {() =>
          !list.data?.length ? (
            <p className="empty-state">{t('dashboard.complaints.empty')}</p>
          ) : (
            <ul className="dash-complaints" aria-labelledby="complaints-list-title">
              {list.data.map((c) => (
                <li key={c.id} className="card">
                  <p className="dash-complaint-meta">
                    <span className="badge">
                      {t(`dashboard.complaints.types.${c.type === 'legal matter' ? 'legal' : 'general'}`)}
                    </span>{' '}
                    <time dateTime={c.submission_timestamp}>{moment(c.submission_timestamp)}</time>
                  </p>
                  <p className="dash-complaint-text">{c.objection}</p>
                  {c.solution ? (
                    <div className="dash-solution">
                      <strong>{t('dashboard.complaints.solution')}</strong> {c.solution}
                      {c.solution_timestamp && (
                        <>
                          {' '}
                          <time dateTime={c.solution_timestamp}>({moment(c.solution_timestamp)})</time>
                        </>
                      )}
                    </div>
                  ) : (
                    <p className="dash-no-response">{t('dashboard.complaints.noResponse')}</p>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </>
  );
}
