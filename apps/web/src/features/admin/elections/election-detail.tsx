import type { Election } from '@samity/domain';
import { committeeTitleLabel } from '@samity/domain';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { ElectionCandidates } from './election-candidates';
import { ElectionRecount } from './election-recount';

type Status = { kind: 'success' | 'error'; text: string } | null;
const DATES = [
  'cutoff_date',
  'nomination_opens',
  'nomination_closes',
  'withdrawal_deadline',
  'polling_date',
  'term_starts',
  'term_ends',
] as const;

/** One election: its schedule, the voter list files, the nominations and votes, ties, and publishing. */
export function ElectionDetail({ election }: { election: Election }) {
  const { t } = useTranslation('elections');
  const { date, digits, lng, moment } = useFormat();
  const utils = trpc.useUtils();
  const candidates = trpc.admin.elections.candidates.useQuery({ id: election.id });
  const publishCandidates = trpc.admin.elections.publishCandidates.useMutation();
  const resolveTie = trpc.admin.elections.resolveTie.useMutation();
  const publishResults = trpc.admin.elections.publishResults.useMutation();
  const { confirm, dialog } = useConfirm();
  const [status, setStatus] = useState<Status>(null);
  const [term, setTerm] = useState('');
  const [lots, setLots] = useState<Record<number, { winners: number[]; resolution: string }>>({});

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      await Promise.all([utils.admin.elections.invalidate(), utils.admin.currentCommittee.invalidate()]);
      setStatus({ kind: 'success', text: done });
    } catch (error) {
      setStatus({ kind: 'error', text: apiErrorText(error, t, 'common:common.errors.network') });
    }
  }

  const tiedPosts = election.posts.filter((p) =>
    candidates.data?.entries.some((c) => c.post_id === p.id && c.tied),
  );
  const file = (list: string, format: string, lang: string) =>
    `/api/admin/elections/${election.id}/${list}.${format}?lang=${lang}`;

  return (
    <section className="election-detail" aria-labelledby={`election-${election.id}`}>
      <h2 id={`election-${election.id}`}>{election.title}</h2>
      <dl className="election-dates">
        {DATES.map((d) => (
          <div key={d}>
            <dt>{t(`electionDates.${d}`)}</dt>
            <dd>{date(election[d])}</dd>
          </div>
        ))}
        <div>
          <dt>{t('electionSchedule.arrears')}</dt>
          <dd>{digits(election.arrears_months)}</dd>
        </div>
      </dl>
      <p className="election-posts-line">
        {election.posts.map((p) => `${committeeTitleLabel(p.title, lng)} (${digits(p.seats)})`).join(', ')}
      </p>
      <h3>{t('electionVoters.title')}</h3>
      <ul className="election-files">
        {(['voters', 'excluded'] as const).map((list) =>
          (['pdf', 'csv'] as const).map((format) => (
            <li key={`${list}-${format}`}>
              <a href={file(list, format, lng)} download>
                {t(`electionVoters.${list}`)} ({format.toUpperCase()})
              </a>
            </li>
          )),
        )}
      </ul>
      {status && (
        <div
          className={status.kind === 'success' ? 'success-box' : 'error-box'}
          role={status.kind === 'success' ? 'status' : 'alert'}
        >
          {status.text}
        </div>
      )}
      <h3>{t('electionCandidates.title')}</h3>
      {!election.candidates_published && (
        <button
          type="button"
          className="button button-secondary"
          disabled={publishCandidates.isPending}
          onClick={() =>
            void run(
              () => publishCandidates.mutateAsync({ id: election.id }),
              t('electionPublish.candidatesDone'),
            )
          }
        >
          {t('electionPublish.candidates')}
        </button>
      )}
      <ElectionCandidates election={election} onStatus={setStatus} />
      {tiedPosts.map((post) => {
        const tied = candidates.data?.entries.filter((c) => c.post_id === post.id && c.tied) ?? [];
        const lot = lots[post.id] ?? { winners: [], resolution: '' };
        return (
          <form
            key={post.id}
            className="tie-form"
            onSubmit={(event) => {
              event.preventDefault();
              void run(() => resolveTie.mutateAsync({ post_id: post.id, ...lot }), t('electionTie.done'));
            }}
          >
            <fieldset>
              <legend>{t('electionTie.title', { post: committeeTitleLabel(post.title, lng) })}</legend>
              {tied.map((c) => (
                <label key={c.id} className="check">
                  <input
                    type="checkbox"
                    checked={lot.winners.includes(c.id)}
                    onChange={(e) =>
                      setLots((all) => ({
                        ...all,
                        [post.id]: {
                          ...lot,
                          winners: e.target.checked
                            ? [...lot.winners, c.id]
                            : lot.winners.filter((w) => w !== c.id),
                        },
                      }))
                    }
                  />
                  {c.name}
                </label>
              ))}
              <label htmlFor={`tie-${post.id}`}>{t('electionTie.resolution')}</label>
              <input
                id={`tie-${post.id}`}
                required
                maxLength={500}
                value={lot.resolution}
                onChange={(e) =>
                  setLots((all) => ({ ...all, [post.id]: { ...lot, resolution: e.target.value } }))
                }
              />
              <button type="submit" className="button">
                {t('electionTie.save')}
              </button>
            </fieldset>
          </form>
        );
      })}
      {!election.results_published ? (
        <form
          className="publish-form"
          onSubmit={(event) => {
            event.preventDefault();
            void (async () => {
              const yes = await confirm({
                title: t('electionPublish.resultsTitle'),
                message: t('electionPublish.resultsConfirm', { term }),
                confirmLabel: t('electionPublish.results'),
              });
              if (yes)
                await run(
                  () => publishResults.mutateAsync({ id: election.id, outgoing_term: term }),
                  t('electionPublish.resultsDone'),
                );
            })();
          }}
        >
          <label htmlFor={`term-${election.id}`}>{t('electionPublish.outgoingTerm')}</label>
          <input
            id={`term-${election.id}`}
            required
            maxLength={20}
            value={term}
            onChange={(e) => setTerm(e.target.value)}
          />
          <button type="submit" className="button" disabled={publishResults.isPending}>
            {t('electionPublish.results')}
          </button>
        </form>
      ) : (
        <p className="success-box">
          {t('electionPublish.published', { term: election.outgoing_term ?? '' })}
        </p>
      )}
      {election.results_published && (
        <>
          <h3>{t('electionRecounts.title')}</h3>
          <p className="hint">{t('electionRecounts.hint')}</p>
          {election.recounts.length === 0 ? (
            <p>{t('electionRecounts.none')}</p>
          ) : (
            <ul className="election-recounts">
              {election.recounts.map((r) => (
                <li key={r.recorded_at}>
                  {t('electionRecounts.entry', {
                    who: r.recorded_by,
                    when: moment(r.recorded_at),
                    reason: r.reason,
                    cast: r.ballots_cast,
                    spoiled: r.ballots_spoiled,
                  })}
                  <br />
                  {r.votes
                    .map((v) =>
                      t('electionRecounts.votes', {
                        name: candidates.data?.entries.find((c) => c.id === v.candidate_id)?.name ?? '',
                        votes: v.votes,
                      }),
                    )
                    .join(' · ')}
                </li>
              ))}
            </ul>
          )}
          <ElectionRecount election={election} onStatus={setStatus} />
        </>
      )}
      {dialog}
    </section>
  );
}
