import type { Election, ElectionCandidate } from '@samity/domain';
import { committeeTitleLabel } from '@samity/domain';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

interface Props {
  election: Election;
  onStatus(status: { kind: 'success' | 'error'; text: string }): void;
}

/**
 * The nominations of an election: approve, or reject with a reason (asked in place); from polling day the
 * election officer's counted votes per approved candidate, saved together.
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
  const locked = election.results_published;

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      await utils.admin.elections.invalidate();
      onStatus({ kind: 'success', text: done });
    } catch (error) {
      onStatus({ kind: 'error', text: apiErrorText(error, t, 'common:common.errors.network') });
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
          <input
            type="number"
            min={0}
            inputMode="numeric"
            aria-label={t('electionCandidates.votesFor', { name: c.name })}
            className="votes-input"
            value={counts[c.id] ?? (c.votes === null ? '' : String(c.votes))}
            onChange={(e) => setCounts((all) => ({ ...all, [c.id]: e.target.value }))}
          />
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
      {!locked && approved.length > 0 && (
        <button
          type="button"
          className="button"
          disabled={entered.length === 0 || votes.isPending}
          onClick={() =>
            void run(
              () =>
                votes.mutateAsync({
                  id: election.id,
                  votes: entered.map((v) => ({ candidate_id: v.candidate_id, votes: Number(v.value) })),
                }),
              t('electionCandidates.votesSaved'),
            )
          }
        >
          {t('electionCandidates.saveVotes')}
        </button>
      )}
    </>
  );
}
