import type { CreatedApiKey } from '@samity/domain';
import { ShownOnceDialog } from '../../../components/shown-once-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import './api-keys.css';

/** The new key's secret, the only time it is ever shown. */
export function ApiKeySecretDialog({ created, onClose }: { created: CreatedApiKey | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  return (
    <ShownOnceDialog
      secret={created?.secret ?? null}
      testId="api-key-secret"
      className="api-key-secret"
      texts={{
        title: t('apiKeys.secretTitle'),
        text: t('apiKeys.secretText', { name: created?.key.name ?? '' }),
        warning: t('apiKeys.secretOnce'),
        copy: t('apiKeys.copy'),
        copied: t('apiKeys.copied'),
        copyFailed: t('apiKeys.copyFailed'),
      }}
      onClose={onClose}
    />
  );
}
