import { ShownOnceDialog } from '../../../components/shown-once-dialog';
import { useTranslation } from '../../../i18n/use-translation';

export interface IssuedAdminPassword {
  name: string;
  temporary_password: string;
}

/** An admin's temporary password (a new admin, or a reset), the only time it is ever shown. */
export function TemporaryPasswordDialog({
  issued,
  onClose,
}: {
  issued: IssuedAdminPassword | null;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const name = issued?.name ?? '';
  return (
    <ShownOnceDialog
      secret={issued?.temporary_password ?? null}
      testId="admin-temporary-password"
      texts={{
        title: t('adminPanel.adminIssuedTitle'),
        text: t('adminPanel.adminIssuedText', { name }),
        warning: t('adminPanel.adminIssuedOnce', { name }),
        copy: t('adminPanel.copy'),
        copied: t('adminPanel.copied'),
        copyFailed: t('adminPanel.copyFailed'),
      }}
      onClose={onClose}
    />
  );
}
