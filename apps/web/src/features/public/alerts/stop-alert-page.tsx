import { Link, useParams } from 'wouter';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { parseApiError } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { usePageMeta } from '../../../lib/use-page-meta';

/**
 * The stop link of an alert SMS: the page asks, and the saved search ends only when the person presses the
 * button (a POST). Opening the link stops nothing: SMS apps' link previews and mail or chat scanners open
 * links and some run their scripts, but none presses a button. Stopping twice is harmless: the page then
 * says it was stopped before. A link no search has says so.
 */
export function StopAlertPage() {
  const { t } = useTranslation('alerts');
  usePageMeta(t('stop.title'), t('stop.title'));
  const { token = '' } = useParams();
  const stop = trpc.public.alerts.stop.useMutation();
  const notFound = stop.isError && [400, 404].includes(parseApiError(stop.error).status ?? 0);
  return (
    <section className="page">
      <h1>{t('stop.title')}</h1>
      {(stop.isIdle || stop.isPending) && (
        <>
          <p>{t('stop.question')}</p>
          <p>
            <button
              type="button"
              className="button"
              disabled={stop.isPending}
              onClick={() => stop.mutate({ token })}
            >
              {t('stop.confirm')}
            </button>
          </p>
          {stop.isPending && <Spinner />}
        </>
      )}
      {stop.isSuccess && (
        <div className="success-box" role="status">
          <p>{t(stop.data.already ? 'stop.already' : 'stop.done')}</p>
        </div>
      )}
      {stop.isError && (
        <div role="alert" className="error-box">
          <p>{notFound ? t('stop.unknown') : t('stop.failed')}</p>
          {!notFound && (
            <button type="button" className="button" onClick={() => stop.mutate({ token })}>
              {t('stop.retry')}
            </button>
          )}
        </div>
      )}
      <p>
        <Link to="/Stocklist">{t('stop.backToStock')}</Link>
      </p>
    </section>
  );
}
