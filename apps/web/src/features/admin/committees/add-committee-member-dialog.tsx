import { type AddCommitteeMemberInput, COMMITTEE_TITLE_MAX, ZAddCommitteeMemberInput } from '@samity/domain';
import { useId } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { ResolutionField } from './resolution-field';

const EMPTY: AddCommitteeMemberInput = { member_no: '', name: '', title: '', resolution: '' };

interface Props {
  open: boolean;
  onClose(): void;
  onSaved(message: string): void;
}

/**
 * Co-opt to the current committee: member no (of a member who could be nominated), name filled from the
 * member, title, and the register number of the adopted resolution that decided it.
 */
export function AddCommitteeMemberDialog({ open, onClose, onSaved }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const utils = trpc.useUtils();
  const create = trpc.admin.currentCommittee.create.useMutation();
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZAddCommitteeMemberInput,
    defaultValues: EMPTY,
    ns: 'admin',
    messages: {
      member_no: { required: 'committeesAdmin.memberNoRequired' },
      title: { required: 'committeesAdmin.titleRequired' },
      resolution: { required: 'committeesAdmin.resolutionRequired' },
    },
  });

  const close = () => {
    discard();
    onClose();
  };

  async function fillName(memberNo: string) {
    if (!memberNo) return;
    const member = await utils.admin.members.get.fetch({ member_no: memberNo }).catch(() => null);
    if (member?.status === 'active') form.setValue('name', member.name);
  }

  const save = submit(async (values) => {
    await create.mutateAsync(values);
    await utils.admin.currentCommittee.invalidate();
    onSaved(t('committeesAdmin.added'));
  });

  const memberNo = form.register('member_no');
  return (
    <FormDialog
      open={open}
      title={t('committeesAdmin.addTitle')}
      onClose={close}
      onSubmit={(event) => void save(event)}
      submitLabel={t('committeesAdmin.save')}
      busyLabel={t('committeesAdmin.saving')}
      busy={create.isPending}
      failure={
        failure && (
          <>
            <p>{t('committeesAdmin.addFailed')}</p>
            <p>{failure}</p>
          </>
        )
      }
    >
      <FormField
        id={`${id}-member_no`}
        label={t('committeesAdmin.memberNo')}
        error={errorText('member_no')}
        required
      >
        {(control) => (
          <input
            {...control}
            {...memberNo}
            autoComplete="off"
            maxLength={20}
            onBlur={(event) => {
              void memberNo.onBlur(event);
              void fillName(event.currentTarget.value.trim());
            }}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-name`}
        label={t('committeesAdmin.name')}
        hint={t('committeesAdmin.nameHint')}
        error={errorText('name')}
      >
        {(control) => <input {...control} {...form.register('name')} autoComplete="off" maxLength={150} />}
      </FormField>
      <FormField id={`${id}-title`} label={t('committeesAdmin.title')} error={errorText('title')} required>
        {(control) => (
          <input
            {...control}
            {...form.register('title')}
            autoComplete="off"
            maxLength={COMMITTEE_TITLE_MAX}
          />
        )}
      </FormField>
      <ResolutionField id={id} error={errorText('resolution')} register={form.register('resolution')} />
    </FormDialog>
  );
}
