import { TEXT_MAX_LENGTH, ZPublicPhoneInput } from '@samity/domain';
import { useId, useLayoutEffect, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

/**
 * The number buyers see on the member's cars, the dealer page and the WhatsApp button: the login phone
 * until the member sets a business number here (and again once the box is emptied).
 */
export function PublicPhone() {
  const { t } = useTranslation('member');
  const { digits } = useFormat();
  const phones = trpc.member.publicPhone.get.useQuery({});
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  if (!phones.data) return null;
  const { public_phone, login_phone } = phones.data;
  return (
    <div className="dash-public-phone">
      <p>
        {t('dashboard.stock.publicPhone.shown')} <strong>{digits(public_phone ?? login_phone)}</strong>{' '}
        {!public_phone && t('dashboard.stock.publicPhone.isLogin')}
      </p>
      <button
        type="button"
        className="button button-small button-secondary"
        onClick={() => {
          setSaved(false);
          setOpen(true);
        }}
      >
        {t('dashboard.stock.publicPhone.change')}
      </button>
      {saved && (
        <p className="success-box" role="status">
          {t('dashboard.stock.publicPhone.saved')}
        </p>
      )}
      <PublicPhoneDialog
        open={open}
        current={public_phone}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          setSaved(true);
        }}
      />
    </div>
  );
}

function PublicPhoneDialog({
  open,
  current,
  onClose,
  onSaved,
}: {
  open: boolean;
  current: string | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('member');
  const id = useId();
  const utils = trpc.useUtils();
  const save = trpc.member.publicPhone.update.useMutation();
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZPublicPhoneInput,
    defaultValues: { public_phone: current ?? '' },
    ns: 'member',
    messages: {
      public_phone: {
        invalid: 'dashboard.stock.publicPhone.invalid',
        tooLong: 'dashboard.stock.publicPhone.invalid',
      },
    },
  });

  // Each opening starts from what is saved now.
  // Before the opened dialog is painted, so nothing typed into it can be overwritten by this reset.
  useLayoutEffect(() => {
    if (open) form.reset({ public_phone: current ?? '' });
  }, [open, current, form]);

  const close = () => {
    discard();
    onClose();
  };

  const savePhone = submit(async (values) => {
    await save.mutateAsync(values);
    await utils.member.publicPhone.invalidate();
    onSaved();
  });

  return (
    <FormDialog
      open={open}
      title={t('dashboard.stock.publicPhone.title')}
      onClose={close}
      onSubmit={(event) => void savePhone(event)}
      submitLabel={t('dashboard.stock.publicPhone.save')}
      busyLabel={t('dashboard.saving')}
      busy={save.isPending}
      failure={failure && <p>{failure}</p>}
    >
      <FormField
        id={`${id}-public-phone`}
        label={t('dashboard.stock.publicPhone.label')}
        hint={t('dashboard.stock.publicPhone.hint')}
        error={errorText('public_phone')}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('public_phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={TEXT_MAX_LENGTH.phone}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
