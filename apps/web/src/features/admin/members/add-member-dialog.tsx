import { type AddMemberInput, ZAddMemberInput } from '@samity/domain';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { ImagePicker } from '../../../components/image-picker/image-picker';
import { MemberFormFields } from '../../../components/member-fields/member-form-fields';
import { MEMBER_FIELD_MESSAGES } from '../../../components/member-fields/member-messages';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';

const EMPTY: AddMemberInput = {
  member_no: '',
  name: '',
  father: '',
  business: '',
  address: '',
  phone: '',
  pic: null,
};
const FIELDS = ['member_no', 'name', 'father', 'business', 'address', 'phone'] as const;

interface Props {
  open: boolean;
  onClose(): void;
  onSaved(message: string): void;
}

/** Add member: number, name, father, business, address, phone and a picture through the image picker. */
export function AddMemberDialog({ open, onClose, onSaved }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const utils = trpc.useUtils();
  const create = trpc.admin.members.create.useMutation();
  const [uploading, setUploading] = useState(false);
  // A new picker per opening, so a closed dialog forgets its picture.
  const [pickerKey, setPickerKey] = useState(0);
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZAddMemberInput,
    defaultValues: EMPTY,
    ns: 'admin',
    messages: MEMBER_FIELD_MESSAGES,
  });

  const close = () => {
    discard();
    setPickerKey((k) => k + 1);
    onClose();
  };

  const save = submit(async (values) => {
    await create.mutateAsync(values);
    await utils.admin.members.invalidate();
    setPickerKey((k) => k + 1);
    onSaved(t('membersAdmin.added'));
  });

  return (
    <FormDialog
      open={open}
      title={t('membersAdmin.addTitle')}
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
      <MemberFormFields id={id} fields={FIELDS} register={form.register} errorText={errorText} />
      <ImagePicker
        key={pickerKey}
        label={t('membersAdmin.picture')}
        onChange={(images) => form.setValue('pic', images[0]?.secure_url ?? null)}
        onBusyChange={setUploading}
      />
    </FormDialog>
  );
}
