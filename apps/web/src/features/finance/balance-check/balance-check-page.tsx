import type { BalanceCheck } from '@samity/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { usePageTitle } from '../../../lib/use-page-title';
import './balance-check.css';

type Outcome = { kind: 'done'; result: BalanceCheck } | { kind: 'failed'; reason: string } | null;

/**
 * /BalanceUpdate: recomputes every member's figures from the entries and checks the books, then shows the
 * log. It changes nothing. Each run asks the server afresh (never a cached answer).
 */
export function BalanceCheckPage() {
  const { t } = useTranslation('finance');
  usePageTitle(t('balanceCheck.title'));
  const utils = trpc.useUtils();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function run() {
    setRunning(true);
    setOutcome(null);
    try {
      setOutcome({ kind: 'done', result: await utils.client.finance.balanceCheck.check.query() });
    } catch (error) {
      setOutcome({ kind: 'failed', reason: apiErrorText(error, t, 'common.errors.network') });
    } finally {
      setRunning(false);
    }
  }

  const logs = outcome?.kind === 'done' ? outcome.result.logs : [];
  const ok = outcome?.kind === 'done' && outcome.result.ok;
  return (
    <section className="page balance-check">
      <h1>{t('balanceCheck.title')}</h1>
      <p className="page-intro">{t('balanceCheck.intro')}</p>
      <p className="page-intro">{t('balanceCheck.changesNothing')}</p>
      <button
        type="button"
        className="button"
        // aria-disabled rather than disabled: the button keeps the keyboard focus while the check runs.
        aria-disabled={running}
        aria-describedby="balance-check-busy"
        onClick={() => {
          if (!running) void run();
        }}
      >
        {running ? t('balanceCheck.running') : t('balanceCheck.run')}
      </button>
      <p id="balance-check-busy" className="balance-check-status" aria-live="polite">
        {running && t('balanceCheck.busy')}
      </p>
      {outcome && !ok && (
        <div className="error-box" role="alert">
          <p>{t('balanceCheck.failed')}</p>
          {outcome.kind === 'failed' && <p>{outcome.reason}</p>}
        </div>
      )}
      {/* Always there, so a screen reader hears the outcome and the log when they arrive. */}
      <div className="balance-check-result" aria-live="polite">
        {ok && <p className="success-box">{t('balanceCheck.passed', { count: logs.length })}</p>}
        {outcome?.kind === 'done' && (
          <section aria-labelledby="balance-check-log">
            <h2 id="balance-check-log">{t('balanceCheck.logTitle')}</h2>
            {logs.length === 0 ? (
              <p className="empty-state">{t('balanceCheck.noLog')}</p>
            ) : (
              <ol className="balance-check-log">
                {logs.map((line, index) => (
                  // Log lines may repeat: their place tells them apart (the log is replaced whole).
                  <li key={index}>{line}</li>
                ))}
              </ol>
            )}
          </section>
        )}
      </div>
    </section>
  );
}
