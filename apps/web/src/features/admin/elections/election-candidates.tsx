import type { Election, ElectionCandidate } from '@samity/domain';
import { committeeTitleLabel } from '@samity/domain';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText, parseApiError } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

interface Props {
  election: Election;
  onStatus(status: { kind: 'success' | 'error'; text: string }): void;
}

/**
 * The nominations of an election: approve, or reject with a reason (asked in place); from polling day the
 * election officer's count: ballots cast and spoiled and the votes per approved candidate, saved together.
 * A count that does not add up (packages/domain/src/election-rules.ts) is refused with its reason beside the
 * field it names (a candidate's votes, a ballot box, or the post's line).
 */
export function ElectionCandidates({ election, onStatus }: Props) {
  const { t } = useTranslation('elections');
  const { digits, lng } = useFormat();
  const utils = trpc.useUtils();
  const list = trpc.admin.elections.candidates.useQuery({ id: election.id });
  const decide = trpc.admin.elections.decide.useMutation();
  const votes = trpc.admin.elections.votes.useMutation();
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [ballots, setBallots] = useState({
    cast: election.ballots_cast === null ? '' : String(election.ballots_cast),
    spoiled: election.ballots_spoiled === null ? '' : String(election.ballots_spoiled),
  });
  const [fieldError, setFieldError] = useState<{ field: string; text: string } | null>(null);
  const locked = election.results_published;
  const errorOf = (field: string) =>
    fieldError?.field === field ? (
      <span className="field-error" id={`vote-error-${field.replace('.', '-')}`} role="alert">
        {fieldError.text}
      </span>
    ) : null;

  async function run(action: () => Promise<unknown>, done: string) {
    setFieldError(null);
    try {
      await action();
      await utils.admin.elections.invalidate();
      onStatus({ kind: 'success', text: done });
    } catch (error) {
      const text = apiErrorText(error, t, 'common:common.errors.network');
      const field = Object.keys(parseApiError(error).fieldErrors)[0];
      if (field) setFieldError({ field, text });
      onStatus({ kind: 'error', text });
    }
  }

  const columns: DataColumn<ElectionCandidate>[] = [
    { id: 'name', header: t('electionCandidates.name'), primary: true, cell: (c) => c.name },
    {
      id: 'member_no',
      header: t('electionCandidates.memberNo'),
      label: t('electionCandidates.memberNo'),
      cell: (c) => digits(c.member_no),
      priority: 2,
    },
    {
      id: 'post',
      header: t('electionCandidates.post'),
      label: t('electionCandidates.post'),
      cell: (c) => committeeTitleLabel(c.post_title, lng),
    },
    {
      id: 'status',
      header: t('electionCandidates.status'),
      label: t('electionCandidates.status'),
      cell: (c) => (
        <>
          {t(`candidateStatus.${c.status}`)}
          {c.elected && ` · ${t('electionCandidates.elected')}`}
          {c.tied && ` · ${t('electionCandidates.tied')}`}
          {c.reason && <span className="hint"> ({c.reason})</span>}
        </>
      ),
    },
    {
      id: 'votes',
      header: t('electionCandidates.votes'),
      label: t('electionCandidates.votes'),
      cell: (c) =>
        c.status !== 'approved' ? (
          ''
        ) : locked ? (
          digits(c.votes ?? 0)
        ) : (
          <>
            <input
              type="number"
              min={0}
              inputMode="numeric"
              aria-label={t('electionCandidates.votesFor', { name: c.name })}
              aria-invalid={fieldError?.field === `votes.${c.id}` || undefined}
              aria-describedby={
                fieldError?.field === `votes.${c.id}` ? `vote-error-votes-${c.id}` : undefined
              }
              className="votes-input"
              value={counts[c.id] ?? (c.votes === null ? '' : String(c.votes))}
              onChange={(e) => setCounts((all) => ({ ...all, [c.id]: e.target.value }))}
            />
            {errorOf(`votes.${c.id}`)}
          </>
        ),
    },
  ];

  const approved = list.data?.entries.filter((c) => c.status === 'approved') ?? [];
  const entered = approved
    .map((c) => ({ candidate_id: c.id, value: counts[c.id] ?? (c.votes === null ? '' : String(c.votes)) }))
    .filter((v) => v.value !== '');

  return (
    <>
      <DataTable
        label={t('electionCandidates.title')}
        columns={columns}
        rows={list.data?.entries}
        rowId={(c) => String(c.id)}
        loading={list.isLoading}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={t('electionCandidates.empty')}
        actionsHeader={t('electionCandidates.decision')}
        actions={(c) =>
          c.status === 'pending' && !locked ? (
            <>
              <button
                type="button"
                className="button button-small"
                onClick={() =>
                  void run(
                    () => decide.mutateAsync({ id: c.id, decision: 'approve' }),
                    t('electionCandidates.approved', { name: c.name }),
                  )
                }
              >
                {t('electionCandidates.approve')}
              </button>
              <button
                type="button"
                className="button button-small button-secondary"
                onClick={() => setRejecting(c.id)}
              >
                {t('electionCandidates.reject')}
              </button>
            </>
          ) : null
        }
      />
      {rejecting !== null && (
        <form
          className="reject-form"
          onSubmit={(event) => {
            event.preventDefault();
            void run(
              () => decide.mutateAsync({ id: rejecting, decision: 'reject', reason }),
              t('electionCandidates.rejected'),
            ).then(() => {
              setRejecting(null);
              setReason('');
            });
          }}
        >
          <label htmlFor="reject-reason">{t('electionCandidates.reason')}</label>
          <input
            id="reject-reason"
            required
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <button type="submit" className="button">
            {t('electionCandidates.reject')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setRejecting(null)}>
            {t('common:common.cancel')}
          </button>
        </form>
      )}
      {locked && election.ballots_cast !== null && (
        <p className="ballot-summary">
          {t('electionCandidates.ballotSummary', {
            cast: election.ballots_cast,
            spoiled: election.ballots_spoiled ?? 0,
            valid: election.ballots_cast - (election.ballots_spoiled ?? 0),
          })}
        </p>
      )}
      {!locked && approved.length > 0 && (
        <div className="ballot-count">
          {(['cast', 'spoiled'] as const).map((box) => (
            <div className="form-field" key={box}>
              <label htmlFor={`ballots-${box}`}>{t(`electionCandidates.ballots_${box}`)}</label>
              <input
                id={`ballots-${box}`}
                type="number"
                min={0}
                inputMode="numeric"
                className="votes-input"
                aria-invalid={fieldError?.field === `ballots_${box}` || undefined}
                aria-describedby={
                  fieldError?.field === `ballots_${box}` ? `vote-error-ballots_${box}` : undefined
                }
                value={ballots[box]}
                onChange={(e) => setBallots((all) => ({ ...all, [box]: e.target.value }))}
              />
              {errorOf(`ballots_${box}`)}
            </div>
          ))}
          {election.posts.map((post) => (
            <div key={post.id}>{errorOf(`posts.${post.id}`)}</div>
          ))}
          <button
            type="button"
            className="button"
            disabled={
              entered.length === 0 || ballots.cast === '' || ballots.spoiled === '' || votes.isPending
            }
            onClick={() =>
              void run(
                () =>
                  votes.mutateAsync({
                    id: election.id,
                    ballots_cast: Number(ballots.cast),
                    ballots_spoiled: Number(ballots.spoiled),
                    votes: entered.map((v) => ({ candidate_id: v.candidate_id, votes: Number(v.value) })),
                  }),
                t('electionCandidates.votesSaved'),
              )
            }
          >
            {t('electionCandidates.saveVotes')}
          </button>
        </div>
      )}
    </>
  );
}
