import { type FinancialMember, type SetPayableInput, ZSetPayableInput } from '@samity/domain';
import { useId } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

const MESSAGES = {
  payable: { required: 'deposits.payableInvalid', invalid: 'deposits.payableInvalid' },
  reason: { required: 'deposits.reasonRequired' },
} as const;

interface Props {
  member: FinancialMember;
  onClose(): void;
  onSaved(member: FinancialMember): void;
}

/** Changes the deposit a member owes in total; the reason goes into the audit trail with the change. */
export function SetPayableDialog({ member, onClose, onSaved }: Props) {
  const { t } = useTranslation('finance');
  const { taka } = useFormat();
  const id = useId();
  const utils = trpc.useUtils();
  const setPayable = trpc.finance.deposits.setPayable.useMutation();
  const defaults: SetPayableInput = {
    member_no: member.member_no,
    payable: member.payable.toFixed(2),
    reason: '',
  };
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZSetPayableInput,
    defaultValues: defaults,
    ns: 'finance',
    messages: MESSAGES,
  });

  // The schema turns taka into poisha; the API takes what was typed (taka) and checks it again itself.
  const save = submit(async () => {
    const updated = await setPayable.mutateAsync(form.getValues());
    await utils.finance.deposits.invalidate();
    onSaved(updated);
  });

  return (
    <FormDialog
      open
      title={t('deposits.setPayableTitle', { name: member.name, memberNo: member.member_no })}
      onClose={() => {
        discard();
        onClose();
      }}
      onSubmit={(event) => void save(event)}
      submitLabel={t('deposits.savePayable')}
      busyLabel={t('deposits.saving')}
      busy={setPayable.isPending}
      failure={
        failure && (
          <>
            <p>{t('deposits.payableFailed')}</p>
            <p>{failure}</p>
          </>
        )
      }
    >
      <p className="deposits-current">
        {t('deposits.currentFigures', {
          payable: taka(member.payable),
          deposits: taka(member.deposits),
          due: taka(member.due),
        })}
      </p>
      <FormField
        id={`${id}-payable`}
        label={t('deposits.payableTaka')}
        hint={t('deposits.payableHint')}
        error={errorText('payable')}
        required
      >
        {(control) => (
          <input {...control} inputMode="decimal" autoComplete="off" {...form.register('payable')} />
        )}
      </FormField>
      <FormField
        id={`${id}-reason`}
        label={t('deposits.reason')}
        hint={t('deposits.reasonHint')}
        error={errorText('reason')}
        required
      >
        {(control) => <textarea {...control} rows={3} maxLength={500} {...form.register('reason')} />}
      </FormField>
    </FormDialog>
  );
}
