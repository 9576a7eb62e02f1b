import { NOMINEE_LIMITS, type Nominee, ZNomineeFields } from '@samity/domain';
import { useId, useLayoutEffect } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';

type Field = keyof Nominee;
const FIELDS: readonly { name: Field; max: number; type?: 'tel' }[] = [
  { name: 'name', max: NOMINEE_LIMITS.name },
  { name: 'relation', max: NOMINEE_LIMITS.relation },
  { name: 'nid_bcr', max: NOMINEE_LIMITS.nidBcr },
  { name: 'cell_no', max: NOMINEE_LIMITS.cellNo, type: 'tel' },
  { name: 'address', max: NOMINEE_LIMITS.address },
];
const EMPTY: Nominee = { name: '', relation: '', nid_bcr: '', cell_no: '', address: '' };

interface Props {
  open: boolean;
  nominee: Nominee | null;
  onClose(): void;
  onSaved(): void;
}

/** Add or update the nominee: all five fields required, checked with the schema the server uses. */
export function NomineeDialog({ open, nominee, onClose, onSaved }: Props) {
  const { t } = useTranslation('member');
  const id = useId();
  const utils = trpc.useUtils();
  const save = trpc.member.nominee.update.useMutation();
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZNomineeFields,
    defaultValues: nominee ?? EMPTY,
    ns: 'member',
    messages: { cell_no: { invalid: 'dashboard.nominee.cellInvalid' } },
  });

  // Each opening starts from what is saved now.
  // Before the opened dialog is painted, so nothing typed into it can be overwritten by this reset.
  useLayoutEffect(() => {
    if (open) form.reset(nominee ?? EMPTY);
  }, [open, nominee, form]);

  const close = () => {
    discard();
    onClose();
  };

  const saveNominee = submit(async (values) => {
    await save.mutateAsync(values);
    await utils.member.nominee.invalidate();
    onSaved();
  });

  return (
    <FormDialog
      open={open}
      title={nominee ? t('dashboard.nominee.update') : t('dashboard.nominee.add')}
      onClose={close}
      onSubmit={(event) => void saveNominee(event)}
      submitLabel={t('dashboard.nominee.save')}
      busyLabel={t('dashboard.saving')}
      busy={save.isPending}
      failure={
        failure && (
          <>
            <p>{t('dashboard.nominee.saveFailed')}</p>
            <p>{failure}</p>
          </>
        )
      }
    >
      {FIELDS.map(({ name, max, type }) => (
        <FormField
          key={name}
          id={`${id}-${name}`}
          label={t(`dashboard.nominee.fields.${name}`)}
          error={errorText(name)}
          required
        >
          {(control) =>
            name === 'address' ? (
              <textarea {...control} {...form.register(name)} rows={3} maxLength={max} />
            ) : (
              <input
                {...control}
                {...form.register(name)}
                type={type ?? 'text'}
                inputMode={type === 'tel' ? 'tel' : undefined}
                autoComplete="off"
                maxLength={max}
              />
            )
          }
        </FormField>
      ))}
    </FormDialog>
  );
}
