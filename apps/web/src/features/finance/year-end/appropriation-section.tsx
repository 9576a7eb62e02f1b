import { useId, useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { type Status, StatusBox } from '../../../components/status-box';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

interface Props {
  year: number;
  label: string;
  closed: boolean;
  surplus: number;
  /** The admin looking, when they may propose and approve (Full_Access); null otherwise. */
  adminId: number | null;
  otherMaxBp: number;
}

/**
 * The appropriation of a closed year's surplus: one Full_Access admin proposes (reserve and development fund
 * at the settings' rates, other funds as chosen up to the bylaw limit), another approves. Until approved it
 * moves nothing.
 */
export function AppropriationSection({ year, label, closed, surplus, adminId, otherMaxBp }: Props) {
  const { t } = useTranslation('yearend', { keyPrefix: 'yearEnd' });
  const { t: tc } = useTranslation();
  const format = useFormat();
  const id = useId();
  const utils = trpc.useUtils();
  const list = trpc.finance.yearEnd.appropriations.useQuery();
  const propose = trpc.finance.yearEnd.propose.useMutation();
  const approve = trpc.finance.yearEnd.approve.useMutation();
  const [otherPercent, setOtherPercent] = useState('0');
  const [status, setStatus] = useState<Status>(null);
  const { confirm, dialog } = useConfirm();
  const row = list.data?.entries.find((a) => a.year === year) ?? null;

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      await utils.finance.yearEnd.invalidate();
      setStatus({ kind: 'success', text: done });
    } catch (error) {
      setStatus({ kind: 'error', text: apiErrorText(error, tc, 'common.errors.network') });
    }
  }

  async function approveIt() {
    const ok = await confirm({
      title: t('appropriation.approveTitle', { year: format.digits(label) }),
      message: `${t('appropriation.approveMessage')} ${t('appropriation.secondPersonRule')}`,
      confirmLabel: t('appropriation.approve'),
    });
    // The approval names the proposal read on this screen (id and version): one re-proposed meanwhile is refused.
    if (ok && row)
      await run(() => approve.mutateAsync({ id: row.id, version: row.version }), t('appropriation.approved'));
  }

  const otherBp = Math.round(Number(otherPercent) * 100);
  const otherValid = Number.isFinite(otherBp) && otherBp >= 0 && otherBp <= otherMaxBp;
  return (
    <section className="year-end-opening" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('appropriation.title')}</h2>
      <StatusBox status={status} />
      {!closed ? (
        <p>{t('appropriation.notClosed')}</p>
      ) : surplus <= 0 ? (
        <p>{t('appropriation.noSurplus')}</p>
      ) : row ? (
        <dl className="year-end-shares">
          {(['reserve', 'development', 'other', 'carried'] as const).map((share) => (
            <div key={share}>
              <dt>{t(`appropriation.${share}`)}</dt>
              <dd>{format.taka(row[share])}</dd>
            </div>
          ))}
          <div>
            <dt>{t('appropriation.state')}</dt>
            <dd>
              {row.approved_at
                ? t('appropriation.approvedOn', { when: format.moment(row.approved_at) })
                : t('appropriation.proposedOn', { when: format.moment(row.proposed_at) })}
            </dd>
          </div>
          <div>
            <dt>{t('appropriation.proposal')}</dt>
            <dd>
              {t('appropriation.proposalVersion', {
                id: format.digits(String(row.id)),
                version: format.digits(String(row.version)),
              })}
            </dd>
          </div>
        </dl>
      ) : (
        <p>{t('appropriation.none')}</p>
      )}
      {adminId !== null && closed && surplus > 0 && !row?.approved_at && (
        <div className="year-end-bar">
          <label htmlFor={`${id}-other`}>
            {t('appropriation.otherPercent', { max: format.number(otherMaxBp / 100) })}
          </label>
          <input
            id={`${id}-other`}
            inputMode="decimal"
            value={otherPercent}
            aria-invalid={!otherValid}
            onChange={(event) => setOtherPercent(event.target.value)}
          />
          <button
            type="button"
            className="button secondary"
            aria-disabled={!otherValid || propose.isPending}
            onClick={() => {
              if (otherValid)
                void run(() => propose.mutateAsync({ year, other_bp: otherBp }), t('appropriation.proposed'));
            }}
          >
            {row ? t('appropriation.repropose') : t('appropriation.propose')}
          </button>
          {row && row.proposed_by !== adminId && (
            <button type="button" className="button" onClick={() => void approveIt()}>
              {t('appropriation.approve')}
            </button>
          )}
          {row && row.proposed_by === adminId && <p>{t('appropriation.waitingForSecond')}</p>}
        </div>
      )}
      {dialog}
    </section>
  );
}
