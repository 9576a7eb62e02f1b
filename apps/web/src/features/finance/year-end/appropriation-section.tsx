import { toAsciiDigits } from '@samity/domain';
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
  /** The year's audit is recorded: only then is an appropriation proposed. */
  audited: boolean;
  surplus: number;
  /** The admin looking, when they may propose and approve (Full_Access); null otherwise. */
  adminId: number | null;
  otherMaxBp: number;
}

/**
 * The appropriation of an audited year's surplus: one Full_Access admin proposes (reserve and development fund
 * at the settings' rates, other funds up to the bylaw limit, a dividend up to its cap), another records it
 * with the register number of the annual general meeting's resolution that decided it. Until then it moves
 * nothing; then it opens the next year's funds (the closed year's balance sheet stays as it was).
 */
export function AppropriationSection({ year, label, audited: closed, surplus, adminId, otherMaxBp }: Props) {
  const { t } = useTranslation('yearend', { keyPrefix: 'yearEnd' });
  const { t: tc } = useTranslation();
  const format = useFormat();
  const id = useId();
  const utils = trpc.useUtils();
  const list = trpc.finance.yearEnd.appropriations.useQuery();
  const propose = trpc.finance.yearEnd.propose.useMutation();
  const approve = trpc.finance.yearEnd.approve.useMutation();
  const [otherPercent, setOtherPercent] = useState('0');
  const [dividendPercent, setDividendPercent] = useState('0');
  const [resolution, setResolution] = useState('');
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
      await run(
        () =>
          approve.mutateAsync({ id: row.id, version: row.version, resolution: toAsciiDigits(resolution) }),
        t('appropriation.approved'),
      );
  }

  const otherBp = Math.round(Number(toAsciiDigits(otherPercent)) * 100);
  const dividendBp = Math.round(Number(toAsciiDigits(dividendPercent)) * 100);
  const dividendValid = Number.isFinite(dividendBp) && dividendBp >= 0;
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
          {(['reserve', 'development', 'other', 'dividend', 'carried'] as const).map((share) => (
            <div key={share}>
              <dt>{t(`appropriation.${share}`)}</dt>
              <dd>{format.taka(row[share])}</dd>
            </div>
          ))}
          <div>
            <dt>{t('appropriation.state')}</dt>
            <dd>
              {row.approved_at
                ? t('appropriation.approvedOn', {
                    when: format.moment(row.approved_at),
                    resolution: format.digits(row.resolution ?? ''),
                  })
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
          <label htmlFor={`${id}-dividend`}>{t('appropriation.dividendPercent')}</label>
          <input
            id={`${id}-dividend`}
            inputMode="decimal"
            value={dividendPercent}
            aria-invalid={!dividendValid}
            onChange={(event) => setDividendPercent(event.target.value)}
          />
          <button
            type="button"
            className="button secondary"
            aria-disabled={!otherValid || propose.isPending}
            onClick={() => {
              if (otherValid && dividendValid)
                void run(
                  () => propose.mutateAsync({ year, other_bp: otherBp, dividend_bp: dividendBp }),
                  t('appropriation.proposed'),
                );
            }}
          >
            {row ? t('appropriation.repropose') : t('appropriation.propose')}
          </button>
          {row && row.proposed_by !== adminId && (
            <>
              <label htmlFor={`${id}-resolution`}>{t('appropriation.resolution')}</label>
              <input
                id={`${id}-resolution`}
                value={resolution}
                placeholder="2026/3"
                onChange={(event) => setResolution(event.target.value)}
              />
              <button type="button" className="button" onClick={() => void approveIt()}>
                {t('appropriation.approve')}
              </button>
            </>
          )}
          {row && row.proposed_by === adminId && <p>{t('appropriation.waitingForSecond')}</p>}
        </div>
      )}
      {dialog}
    </section>
  );
}
