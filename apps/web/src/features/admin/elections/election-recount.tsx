import type { Election } from '@samity/domain';
import { committeeTitleLabel } from '@samity/domain';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText, parseApiError } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

interface Props {
  election: Election;
  onStatus(status: { kind: 'success' | 'error'; text: string }): void;
}

/** The id of the error beside a field (`votes.12` → `recount-error-votes-12`), for aria-describedby. */
const errorId = (field: string) => `recount-error-${field.replace('.', '-')}`;

/**
 * Recording a recount of a published election (docs/governance.md, Result): why, and the recounted ballots
 * and votes per approved candidate, checked by the server as the officer's entry is. It starts from the
 * published figures, so the officer changes only what the recount found different. A refusal is shown beside
 * the field it names, as in the vote entry; the published result and the committee are not edited, which the
 * confirmation says before anything is saved.
 */
export function ElectionRecount({ election, onStatus }: Props) {
  const { t } = useTranslation('elections');
  const { lng } = useFormat();
  const utils = trpc.useUtils();
  const list = trpc.admin.elections.candidates.useQuery({ id: election.id });
  const recount = trpc.admin.elections.recount.useMutation();
  const { confirm, dialog } = useConfirm();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [ballots, setBallots] = useState<Partial<Record<'cast' | 'spoiled', string>>>({});
  const [fieldError, setFieldError] = useState<{ field: string; text: string } | null>(null);
  const approved = list.data?.entries.filter((c) => c.status === 'approved') ?? [];

  const published = (value: number | null) => (value === null ? '' : String(value));
  const votesOf = (id: number, votes: number | null) => counts[id] ?? published(votes);
  const box = (name: 'cast' | 'spoiled') =>
    ballots[name] ?? published(name === 'cast' ? election.ballots_cast : election.ballots_spoiled);
  const described = (field: string) => ({
    'aria-invalid': fieldError?.field === field || undefined,
    'aria-describedby': fieldError?.field === field ? errorId(field) : undefined,
  });
  const errorOf = (field: string) =>
    fieldError?.field === field ? (
      <span className="field-error" id={errorId(field)} role="alert">
        {fieldError.text}
      </span>
    ) : null;

  async function save() {
    setFieldError(null);
    // The server trims and requires a reason too; saying it here keeps the refusal in the page's language.
    if (reason.trim() === '') {
      setFieldError({ field: 'reason', text: t('electionRecount.reasonRequired') });
      return;
    }
    // An emptied box would be sent as 0; it is named instead, beside the box.
    const empty = [
      ...(['cast', 'spoiled'] as const).filter((name) => box(name) === '').map((name) => `ballots_${name}`),
      ...approved.filter((c) => votesOf(c.id, c.votes) === '').map((c) => `votes.${c.id}`),
    ][0];
    if (empty) {
      setFieldError({ field: empty, text: t('electionRecount.numberRequired') });
      return;
    }
    const yes = await confirm({
      title: t('electionRecount.confirmTitle'),
      message: t('electionRecount.confirm', { title: election.title }),
      confirmLabel: t('electionRecount.save'),
    });
    if (!yes) return;
    try {
      await recount.mutateAsync({
        id: election.id,
        reason,
        ballots_cast: Number(box('cast')),
        ballots_spoiled: Number(box('spoiled')),
        votes: approved.map((c) => ({ candidate_id: c.id, votes: Number(votesOf(c.id, c.votes)) })),
      });
      await utils.admin.elections.invalidate();
      setOpen(false);
      setReason('');
      setCounts({});
      setBallots({});
      onStatus({ kind: 'success', text: t('electionRecount.done') });
    } catch (error) {
      const text = apiErrorText(error, t, 'common:common.errors.network');
      const field = Object.keys(parseApiError(error).fieldErrors)[0];
      if (field) setFieldError({ field, text });
      onStatus({ kind: 'error', text });
    }
  }

  if (!open)
    return (
      <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
        {t('electionRecount.open')}
      </button>
    );

  return (
    <form
      className="recount-form"
      aria-labelledby={`recount-title-${election.id}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h4 id={`recount-title-${election.id}`}>{t('electionRecount.title')}</h4>
      <p className="hint">{t('electionRecount.hint')}</p>
      <div className="field">
        <label htmlFor={`recount-reason-${election.id}`}>{t('electionRecount.reason')}</label>
        <textarea
          id={`recount-reason-${election.id}`}
          required
          maxLength={500}
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          {...described('reason')}
        />
        {errorOf('reason')}
      </div>
      <div className="ballot-count">
        {(['cast', 'spoiled'] as const).map((name) => (
          <div className="field" key={name}>
            <label htmlFor={`recount-${name}-${election.id}`}>
              {t(`electionCandidates.ballots_${name}`)}
            </label>
            <input
              id={`recount-${name}-${election.id}`}
              type="number"
              min={0}
              inputMode="numeric"
              required
              className="votes-input"
              value={box(name)}
              onChange={(e) => setBallots((all) => ({ ...all, [name]: e.target.value }))}
              {...described(`ballots_${name}`)}
            />
            {errorOf(`ballots_${name}`)}
          </div>
        ))}
      </div>
      {election.posts.map((post) => (
        <fieldset key={post.id} className="recount-post">
          <legend>{committeeTitleLabel(post.title, lng)}</legend>
          {approved
            .filter((c) => c.post_id === post.id)
            .map((c) => (
              <div className="field" key={c.id}>
                <label htmlFor={`recount-votes-${c.id}`}>
                  {t('electionCandidates.votesFor', { name: c.name })}
                </label>
                <input
                  id={`recount-votes-${c.id}`}
                  type="number"
                  min={0}
                  inputMode="numeric"
                  required
                  className="votes-input"
                  value={votesOf(c.id, c.votes)}
                  onChange={(e) => setCounts((all) => ({ ...all, [c.id]: e.target.value }))}
                  {...described(`votes.${c.id}`)}
                />
                {errorOf(`votes.${c.id}`)}
              </div>
            ))}
          {errorOf(`posts.${post.id}`)}
        </fieldset>
      ))}
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
          {t('common:common.cancel')}
        </button>
        <button type="submit" className="button" disabled={recount.isPending || approved.length === 0}>
          {t('electionRecount.save')}
        </button>
      </div>
      {dialog}
    </form>
  );
}
