import type { GatewayReconcileResult } from '@samity/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

type Outcome = { kind: 'done'; result: GatewayReconcileResult } | { kind: 'failed'; reason: string } | null;

/**
 * Run check: asks bKash now about every payment still open (the server also does it every few minutes),
 * then shows what it found and its log. Completed ones are recorded there and then, so the list is read
 * again afterwards.
 */
export function RunCheck({ onChecked }: { onChecked(): void }) {
  const { t } = useTranslation('finance');
  const { digits } = useFormat();
  const reconcile = trpc.finance.payments.reconcile.useMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const running = reconcile.isPending;

  async function run() {
    setOutcome(null);
    try {
      setOutcome({ kind: 'done', result: await reconcile.mutateAsync() });
      onChecked();
    } catch (error) {
      setOutcome({ kind: 'failed', reason: apiErrorText(error, t, 'common.errors.network') });
    }
  }

  const result = outcome?.kind === 'done' ? outcome.result : null;
  return (
    <div className="gateway-check">
      <button
        type="button"
        className="button"
        // aria-disabled rather than disabled: the button keeps the keyboard focus while the check runs.
        aria-disabled={running}
        onClick={() => {
          if (!running) void run();
        }}
      >
        {running ? t('gateway.check.running') : t('gateway.check.run')}
      </button>
      <div className="gateway-check-result" aria-live="polite">
        {running && <p>{t('gateway.check.busy')}</p>}
        {outcome?.kind === 'failed' && (
          <div className="error-box" role="alert">
            <p>{t('gateway.check.failed')}</p>
            <p>{outcome.reason}</p>
          </div>
        )}
        {result && (
          <div className="success-box">
            <p>
              {t('gateway.check.summary', {
                count: result.checked,
                checked: digits(result.checked),
                completed: digits(result.completed),
                expired: digits(result.expired),
                failed: digits(result.failed),
              })}
            </p>
            {result.logs.length > 0 && (
              <details open>
                <summary>{t('gateway.check.log')}</summary>
                <ol className="gateway-check-log">
                  {result.logs.map((line, index) => (
                    // Log lines may repeat: their place tells them apart (the log is replaced whole).
                    <li key={index}>{line}</li>
                  ))}
                </ol>
              </details>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
