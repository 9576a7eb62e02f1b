import {
  type CreatedApiKey,
  hasPrivilege,
  PRIVILEGES,
  type Privilege,
  TEXT_MAX_LENGTH,
  ZCreateApiKeyInput,
} from '@samity/domain';
import { useId } from 'react';
import { DateField } from '../../../components/date-field/date-field';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useVocabulary } from '../../../lib/vocabulary';

interface Props {
  open: boolean;
  /** The creating admin's privilege: a key never gets more (the server checks the same). */
  ceiling: Privilege;
  onClose(): void;
  onCreated(created: CreatedApiKey): void;
}

/** Create API key: a name, a privilege no higher than the admin's own, and an optional last day. */
export function CreateApiKeyDialog({ open, ceiling, onClose, onCreated }: Props) {
  const { t } = useTranslation('admin');
  const vocabulary = useVocabulary();
  const id = useId();
  const utils = trpc.useUtils();
  const create = trpc.admin.apiKeys.create.useMutation();
  const privileges = PRIVILEGES.filter((p) => hasPrivilege(ceiling, p));
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZCreateApiKeyInput,
    defaultValues: { name: '', privilege: 'Finance_Access', expires_on: '' },
    ns: 'admin',
    messages: { expires_on: { invalid: 'apiKeys.expiryInvalid' } },
  });

  const close = () => {
    discard();
    onClose();
  };

  const save = submit(async (values) => {
    const created = await create.mutateAsync(values);
    await utils.admin.apiKeys.invalidate();
    onCreated(created);
  });

  return (
    <FormDialog
      open={open}
      title={t('apiKeys.createTitle')}
      onClose={close}
      onSubmit={(event) => void save(event)}
      submitLabel={t('apiKeys.create')}
      busyLabel={t('adminPanel.saving')}
      busy={create.isPending}
      failure={
        failure && (
          <>
            <p>{t('apiKeys.createFailed')}</p>
            <p>{failure}</p>
          </>
        )
      }
    >
      <FormField
        id={`${id}-name`}
        label={t('apiKeys.name')}
        hint={t('apiKeys.nameHint')}
        error={errorText('name')}
        required
      >
        {(control) => (
          <input
            {...control}
            {...form.register('name')}
            autoComplete="off"
            maxLength={TEXT_MAX_LENGTH.apiKeyName}
          />
        )}
      </FormField>
      <FormField id={`${id}-privilege`} label={t('adminPanel.privilege')} error={errorText('privilege')}>
        {(control) => (
          <select {...control} {...form.register('privilege')}>
            {privileges.map((p) => (
              <option key={p} value={p}>
                {vocabulary.privilege(p)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={`${id}-expires`}
        label={t('apiKeys.expiresOn')}
        hint={t('apiKeys.expiresHint')}
        error={errorText('expires_on')}
        optional
      >
        {(control) => <DateField {...control} formControl={form.control} name="expires_on" />}
      </FormField>
    </FormDialog>
  );
}
