import { ZRemoveCommitteeMemberInput } from '@samity/domain';
import { useId } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { ResolutionField } from './resolution-field';

interface Props {
  /** The member to remove; null while the dialog is closed. */
  member: { member_no: string; name: string } | null;
  onClose(): void;
  onRemoved(message: string): void;
}

/** Removes a member from the current committee by the resolution that decided it (its register number). */
export function RemoveCommitteeMemberDialog({ member, onClose, onRemoved }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const utils = trpc.useUtils();
  const remove = trpc.admin.currentCommittee.delete.useMutation();
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZRemoveCommitteeMemberInput,
    defaultValues: { member_no: member?.member_no ?? '', resolution: '' },
    ns: 'admin',
    messages: { resolution: { required: 'committeesAdmin.resolutionRequired' } },
  });

  const close = () => {
    discard();
    onClose();
  };

  const save = submit(async (values) => {
    if (!member) return;
    await remove.mutateAsync({ member_no: member.member_no, resolution: values.resolution });
    await utils.admin.currentCommittee.invalidate();
    onRemoved(t('committeesAdmin.deleted'));
  });

  return (
    <FormDialog
      open={member !== null}
      title={t('committeesAdmin.deleteTitle')}
      onClose={close}
      onSubmit={(event) => {
        if (member) form.setValue('member_no', member.member_no);
        void save(event);
      }}
      submitLabel={t('committeesAdmin.delete')}
      busyLabel={t('committeesAdmin.saving')}
      busy={remove.isPending}
      failure={
        failure && (
          <>
            <p>{t('committeesAdmin.deleteFailed')}</p>
            <p>{failure}</p>
          </>
        )
      }
    >
      <p>{t('committeesAdmin.deleteByResolution', { name: member?.name ?? '' })}</p>
      <ResolutionField id={id} error={errorText('resolution')} register={form.register('resolution')} />
    </FormDialog>
  );
}
