import { committeeTitleLabel, type MemberElection } from '@samity/domain';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { DashboardSection, QueryState, SECTION_IDS } from '../../../components/dashboard-section';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import './member-elections.css';

/**
 * The member's elections: during the nomination window a member on the voter list nominates themself for
 * a post; until the withdrawal deadline they may withdraw; the published candidates are on /Elections.
 */
export function ElectionsSection() {
  const { t } = useTranslation('elections');
  const list = trpc.member.elections.list.useQuery({ limit: 5, offset: 0 });
  return (
    <DashboardSection id={SECTION_IDS.elections} title={t('electionsMember.title')}>
      <QueryState query={list}>
        {() =>
          list.data && list.data.entries.length > 0 ? (
            list.data.entries.map((entry) => <MemberElectionCard key={entry.election.id} entry={entry} />)
          ) : (
            <p>{t('electionsMember.empty')}</p>
          )
        }
      </QueryState>
    </DashboardSection>
  );
}

function MemberElectionCard({ entry }: { entry: MemberElection }) {
  const { t } = useTranslation('elections');
  const { date, lng } = useFormat();
  const utils = trpc.useUtils();
  const nominate = trpc.member.elections.nominate.useMutation();
  const withdraw = trpc.member.elections.withdraw.useMutation();
  const { confirm, dialog } = useConfirm();
  const { election, own } = entry;
  const [post, setPost] = useState(String(election.posts[0]?.id ?? ''));
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const standing = own && (own.status === 'pending' || own.status === 'approved');

  async function run(action: () => Promise<unknown>, done: string) {
    setStatus(null);
    try {
      await action();
      await utils.member.elections.invalidate();
      setStatus({ ok: true, text: done });
    } catch (error) {
      setStatus({ ok: false, text: apiErrorText(error, t, 'common:common.errors.network') });
    }
  }

  return (
    <article className="member-election" aria-labelledby={`member-election-${election.id}`}>
      <h3 id={`member-election-${election.id}`}>{election.title}</h3>
      <p>
        {t('electionsMember.window', {
          from: date(election.nomination_opens),
          to: date(election.nomination_closes),
        })}
      </p>
      <p>{t('electionsMember.withdrawBy', { date: date(election.withdrawal_deadline) })}</p>
      {own && (
        <p>
          {t('electionsMember.own', {
            post: committeeTitleLabel(own.post_title, lng),
            status: t(`candidateStatus.${own.status}`),
          })}
          {own.reason && ` (${own.reason})`}
        </p>
      )}
      {status && (
        <p className={status.ok ? 'success-box' : 'error-box'} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </p>
      )}
      {entry.nomination_open && !standing && !entry.eligible && (
        <p>
          {t('electionsMember.notEligible', {
            reason: t(`electionsMember.reason_${entry.exclusion ?? 'arrears'}`),
          })}
        </p>
      )}
      {entry.nomination_open && !standing && entry.eligible && (
        <form
          className="nominate-form"
          onSubmit={(event) => {
            event.preventDefault();
            void run(
              () => nominate.mutateAsync({ id: election.id, post_id: Number(post) }),
              t('electionsMember.nominated'),
            );
          }}
        >
          <label htmlFor={`nominate-post-${election.id}`}>{t('electionsMember.post')}</label>
          <select id={`nominate-post-${election.id}`} value={post} onChange={(e) => setPost(e.target.value)}>
            {election.posts.map((p) => (
              <option key={p.id} value={p.id}>
                {committeeTitleLabel(p.title, lng)}
              </option>
            ))}
          </select>
          <button type="submit" className="button" disabled={nominate.isPending}>
            {t('electionsMember.nominate')}
          </button>
        </form>
      )}
      {standing && entry.withdrawal_open && (
        <button
          type="button"
          className="button button-secondary"
          disabled={withdraw.isPending}
          onClick={() =>
            void (async () => {
              const yes = await confirm({
                title: t('electionsMember.withdrawTitle'),
                message: t('electionsMember.withdrawConfirm'),
                confirmLabel: t('electionsMember.withdraw'),
              });
              if (yes)
                await run(() => withdraw.mutateAsync({ id: election.id }), t('electionsMember.withdrawn'));
            })()
          }
        >
          {t('electionsMember.withdraw')}
        </button>
      )}
      {dialog}
    </article>
  );
}
