import { useTranslation } from '../i18n/use-translation';

/** What a page shows when its data could not be loaded: say so and offer to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="error-box">
      <p>{t('common.loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
