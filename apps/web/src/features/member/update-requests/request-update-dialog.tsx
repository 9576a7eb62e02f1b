import { UPDATE_REQUEST_LIMITS, ZUpdateRequestInput } from '@samity/domain';
import { useId } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';

/** The profile fields a member may ask to correct; the value sent is the field's name. */
export const REQUEST_FIELDS = ['name', 'father', 'business', 'address', 'phone', 'picture', 'other'] as const;

const ZRequestUpdateForm = ZUpdateRequestInput.omit({ member_no: true });
const EMPTY = { field: '', correct_version: '' };

interface Props {
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

/** Request Update: which field is wrong and what it should say. The office corrects it and marks it solved. */
export function RequestUpdateDialog({ open, onClose, onSaved }: Props) {
  const { t } = useTranslation('member');
  const id = useId();
  const utils = trpc.useUtils();
  const create = trpc.member.updateRequests.create.useMutation();
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZRequestUpdateForm,
    defaultValues: EMPTY,
    ns: 'member',
    failureKey: 'dashboard.requests.failed',
    messages: { field: { required: 'dashboard.requests.fieldRequired' } },
  });

  const close = () => {
    discard();
    onClose();
  };

  const save = submit(async (values) => {
    await create.mutateAsync(values);
    await utils.member.updateRequests.invalidate();
    onSaved();
  });

  return (
    <FormDialog
      open={open}
      title={t('dashboard.requests.dialogTitle')}
      onClose={close}
      onSubmit={(event) => void save(event)}
      submitLabel={t('dashboard.requests.submit')}
      busyLabel={t('dashboard.saving')}
      busy={create.isPending}
      failure={failure}
    >
      <FormField id={`${id}-field`} label={t('dashboard.requests.field')} error={errorText('field')} required>
        {(control) => (
          <select {...control} {...form.register('field')}>
            <option value="">{t('dashboard.requests.chooseField')}</option>
            {REQUEST_FIELDS.map((field) => (
              <option key={field} value={field}>
                {t(`dashboard.requests.fields.${field}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={`${id}-correct`}
        label={t('dashboard.requests.correctVersion')}
        error={errorText('correct_version')}
        required
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('correct_version')}
            rows={4}
            maxLength={UPDATE_REQUEST_LIMITS.correctVersion}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
