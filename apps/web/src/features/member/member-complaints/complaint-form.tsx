import { COMPLAINT_TYPES, MEMBER_COMPLAINT_MAX_LENGTH, ZMemberComplaintInput } from '@samity/domain';
import { useId, useState } from 'react';
import { FormField } from '../../../components/form-field';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';

const ZComplaintForm = ZMemberComplaintInput.omit({ member_no: true });
const EMPTY = { type: COMPLAINT_TYPES[0], objection: '' };

/** The member's objection: a legal matter (the default) or a general objection; the server stamps the time. */
export function ComplaintForm() {
  const { t } = useTranslation('member');
  const id = useId();
  const utils = trpc.useUtils();
  const create = trpc.member.memberComplaints.create.useMutation();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { form, errorText, applyServerErrors } = useZodForm({
    schema: ZComplaintForm,
    defaultValues: EMPTY,
    ns: 'member',
  });

  const submit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      await create.mutateAsync(values);
      form.reset(EMPTY);
      setResult({ ok: true, message: t('dashboard.complaints.submitted') });
      await utils.member.memberComplaints.invalidate();
    } catch (error) {
      applyServerErrors(error);
      setResult({ ok: false, message: apiErrorText(error, t, 'dashboard.complaints.failed') });
    }
  });

  return (
    <form
      className="form-stack dash-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{t('dashboard.complaints.formTitle')}</h3>
      <FormField id={`${id}-type`} label={t('dashboard.complaints.type')} error={errorText('type')} required>
        {(control) => (
          <select {...control} {...form.register('type')}>
            {COMPLAINT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`dashboard.complaints.types.${type === 'legal matter' ? 'legal' : 'general'}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={`${id}-objection`}
        label={t('dashboard.complaints.objection')}
        error={errorText('objection')}
        required
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('objection')}
            rows={4}
            maxLength={MEMBER_COMPLAINT_MAX_LENGTH}
          />
        )}
      </FormField>
      {result && (
        <div className={result.ok ? 'success-box' : 'error-box'} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </div>
      )}
      <button type="submit" className="button" disabled={create.isPending}>
        {create.isPending ? t('dashboard.saving') : t('dashboard.complaints.submit')}
      </button>
    </form>
  );
}
