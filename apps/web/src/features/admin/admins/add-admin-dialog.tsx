import { DEFAULT_NEW_ADMIN_PRIVILEGE, PRIVILEGES, TEXT_MAX_LENGTH } from '@samity/domain';
import { useId } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useVocabulary } from '../../../lib/vocabulary';
import { ZAddAdminForm } from './add-admin-schema';

const EMPTY = { privilege: DEFAULT_NEW_ADMIN_PRIVILEGE, name: '', phone: '' };

interface Props {
  open: boolean;
  onClose(): void;
  /** The new admin and the temporary password the server issued, to be shown once. */
  onSaved(created: { name: string; temporary_password: string }): void;
}

/**
 * Add admin: privilege (default Full_Access+), name and phone. No password: the server issues a temporary
 * one, shown once, that the new admin must change at their first login.
 */
export function AddAdminDialog({ open, onClose, onSaved }: Props) {
  const { t } = useTranslation('admin');
  const vocabulary = useVocabulary();
  const id = useId();
  const utils = trpc.useUtils();
  const create = trpc.admin.admins.create.useMutation();
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZAddAdminForm,
    defaultValues: EMPTY,
    ns: 'admin',
    messages: { phone: { required: 'adminPanel.phoneInvalid', invalid: 'adminPanel.phoneInvalid' } },
  });

  const close = () => {
    discard();
    onClose();
  };

  // A refusal puts the server's messages on the fields it names; the failure box says why.
  const save = submit(async (values) => {
    const created = await create.mutateAsync(values);
    await utils.admin.admins.invalidate();
    onSaved({ name: created.admin.name, temporary_password: created.temporary_password });
  });

  const text = (name: 'name' | 'phone', label: string) => (
    <FormField id={`${id}-${name}`} label={label} error={errorText(name)} required>
      {(control) => (
        <input
          {...control}
          {...form.register(name)}
          type={name === 'phone' ? 'tel' : 'text'}
          inputMode={name === 'phone' ? 'tel' : undefined}
          autoComplete="off"
          maxLength={name === 'name' ? TEXT_MAX_LENGTH.adminName : undefined}
        />
      )}
    </FormField>
  );

  return (
    <FormDialog
      open={open}
      title={t('adminPanel.addTitle')}
      onClose={close}
      onSubmit={(event) => void save(event)}
      submitLabel={t('adminPanel.save')}
      busyLabel={t('adminPanel.saving')}
      busy={create.isPending}
      failure={
        failure && (
          <>
            <p>{t('adminPanel.saveFailed')}</p>
            <p>{failure}</p>
          </>
        )
      }
    >
      <FormField id={`${id}-privilege`} label={t('adminPanel.privilege')} error={errorText('privilege')}>
        {(control) => (
          <select {...control} {...form.register('privilege')}>
            {PRIVILEGES.map((p) => (
              <option key={p} value={p}>
                {vocabulary.privilege(p)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {text('name', t('adminPanel.name'))}
      {text('phone', t('adminPanel.phone'))}
    </FormDialog>
  );
}
