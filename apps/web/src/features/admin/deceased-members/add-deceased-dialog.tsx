import { type AddDeceasedInput, ZAddDeceasedInput } from '@samity/domain';
import { useId, useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { DateField } from '../../../components/date-field/date-field';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { ImagePicker } from '../../../components/image-picker/image-picker';
import { MemberFormFields } from '../../../components/member-fields/member-form-fields';
import { MEMBER_FIELD_MESSAGES } from '../../../components/member-fields/member-messages';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText, parseApiError } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';

const EMPTY: AddDeceasedInput = {
  member_no: '',
  name: '',
  father: '',
  business: '',
  address: '',
  phone: '',
  pic: null,
  deceased_on: null,
  confirm_active: false,
};
const FIELDS = ['member_no', 'name', 'father', 'business', 'address', 'phone'] as const;

interface Props {
  open: boolean;
  onClose(): void;
  onSaved(message: string): void;
}

/**
 * Deceased add. The number of an active member fills the form from their record; saving then asks before
 * marking them deceased (the server refuses without that confirmation too). An unknown number is a new
 * deceased record.
 */
export function AddDeceasedDialog({ open, onClose, onSaved }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const utils = trpc.useUtils();
  const create = trpc.admin.deceasedMembers.create.useMutation();
  const { confirm, dialog } = useConfirm();
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);
  const { form, errorText, applyServerErrors } = useZodForm({
    schema: ZAddDeceasedInput,
    defaultValues: EMPTY,
    ns: 'admin',
    messages: { ...MEMBER_FIELD_MESSAGES, phone: { invalid: 'membersAdmin.phoneInvalid' } },
  });

  const close = () => {
    form.reset(EMPTY);
    setFailure(null);
    setPickerKey((k) => k + 1);
    onClose();
  };

  /** An active member's record fills the fields the admin has not typed yet. */
  async function fillFromMember(memberNo: string) {
    if (!memberNo) return;
    const member = await utils.admin.members.get.fetch({ member_no: memberNo }).catch(() => null);
    if (member?.status !== 'active') return;
    for (const field of ['name', 'father', 'business', 'address', 'phone'] as const)
      if (!form.getValues(field)) form.setValue(field, member[field]);
  }

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await create.mutateAsync(values);
    } catch (error) {
      if (parseApiError(error).key !== 'deceased.confirmActive') {
        applyServerErrors(error);
        setFailure(apiErrorText(error, t, 'common.errors.network'));
        return;
      }
      const member = await utils.admin.members.get.fetch({ member_no: values.member_no }).catch(() => null);
      const yes = await confirm({
        title: t('membersAdmin.confirmActiveTitle'),
        message: t('membersAdmin.confirmActive', {
          name: member?.name ?? values.name,
          memberNo: values.member_no,
        }),
        confirmLabel: t('membersAdmin.markDeceased'),
      });
      if (!yes) return;
      try {
        await create.mutateAsync({ ...values, confirm_active: true });
      } catch (again) {
        applyServerErrors(again);
        setFailure(apiErrorText(again, t, 'common.errors.network'));
        return;
      }
    }
    await Promise.all([utils.admin.deceasedMembers.invalidate(), utils.admin.members.invalidate()]);
    form.reset(EMPTY);
    setPickerKey((k) => k + 1);
    onSaved(t('membersAdmin.added'));
  });

  return (
    <>
      <FormDialog
        open={open}
        title={t('membersAdmin.deceasedAddTitle')}
        onClose={close}
        onSubmit={(event) => void save(event)}
        submitLabel={t('membersAdmin.save')}
        busyLabel={t('membersAdmin.saving')}
        busy={create.isPending || uploading}
        failure={
          failure && (
            <>
              <p>{t('membersAdmin.addFailed')}</p>
              <p>{failure}</p>
            </>
          )
        }
      >
        <p className="field-hint">{t('membersAdmin.deceasedHint')}</p>
        <MemberFormFields
          id={id}
          fields={FIELDS}
          register={form.register}
          errorText={errorText}
          required={['member_no', 'name']}
          onMemberNoBlur={(memberNo) => void fillFromMember(memberNo)}
        />
        <FormField
          id={`${id}-deceased_on`}
          label={t('membersAdmin.deceasedOn')}
          hint={t('membersAdmin.deceasedOnHint')}
          error={errorText('deceased_on')}
        >
          {(control) => <DateField {...control} formControl={form.control} name="deceased_on" empty={null} />}
        </FormField>
        <ImagePicker
          key={pickerKey}
          label={t('membersAdmin.picture')}
          onChange={(images) => form.setValue('pic', images[0]?.secure_url ?? null)}
          onBusyChange={setUploading}
        />
      </FormDialog>
      {dialog}
    </>
  );
}
