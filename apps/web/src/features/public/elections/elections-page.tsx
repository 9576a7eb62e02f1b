import { committeeTitleLabel, type PublishedElection } from '@samity/domain';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import './elections-page.css';

/**
 * /Elections: the published candidate lists, post by post, and the results (votes, elected) once the
 * election officer publishes them. Pending, rejected and withdrawn nominations and their reasons never show.
 */
export function ElectionsPage() {
  const { t } = useTranslation('elections');
  usePageTitle(t('electionsPublic.title'));
  const list = trpc.public.elections.list.useQuery({ limit: 10, offset: 0 });
  return (
    // Inside the public layout's <main>: one main landmark and one #main per page.
    <section className="page public-elections">
      <h1>{t('electionsPublic.title')}</h1>
      <p>{t('electionsPublic.intro')}</p>
      {list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Spinner />
      ) : list.data.entries.length === 0 ? (
        <p>{t('electionsPublic.empty')}</p>
      ) : (
        list.data.entries.map((entry) => <PublishedElectionCard key={entry.election.id} entry={entry} />)
      )}
    </section>
  );
}

function PublishedElectionCard({ entry }: { entry: PublishedElection }) {
  const { t } = useTranslation('elections');
  const { date, digits, lng } = useFormat();
  const { election, candidates } = entry;
  return (
    <section className="election-card" aria-labelledby={`election-${election.id}`}>
      <h2 id={`election-${election.id}`}>{election.title}</h2>
      <p>{t('electionsPublic.polling', { date: date(election.polling_date) })}</p>
      <h3>{election.results_published ? t('electionsPublic.results') : t('electionsPublic.candidates')}</h3>
      {election.results_published && election.ballots_cast !== null && (
        <p>
          {t('electionCandidates.ballotSummary', {
            cast: election.ballots_cast,
            spoiled: election.ballots_spoiled ?? 0,
            valid: election.ballots_cast - (election.ballots_spoiled ?? 0),
          })}
        </p>
      )}
      {election.posts.map((post) => (
        <div key={post.id} className="election-post">
          <h4>{committeeTitleLabel(post.title, lng)}</h4>
          <ul>
            {candidates
              .filter((c) => c.post_id === post.id)
              .map((c) => (
                <li key={c.id} className={c.elected ? 'elected' : undefined}>
                  <span className="name">{c.name}</span> <span className="business">{c.business}</span>{' '}
                  <span className="member-no">({digits(c.member_no)})</span>
                  {election.results_published && (
                    <>
                      {' · '}
                      {t('electionsPublic.votes', { count: c.votes ?? 0 })}
                      {c.elected && <strong> · {t('electionsPublic.elected')}</strong>}
                    </>
                  )}
                </li>
              ))}
          </ul>
          {post.tie_resolution && election.results_published && <p className="hint">{post.tie_resolution}</p>}
        </div>
      ))}
    </section>
  );
}
