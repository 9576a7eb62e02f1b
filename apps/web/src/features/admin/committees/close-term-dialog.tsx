import { type CloseTermInput, COMMITTEE_TERM_MAX, ZCloseTermInput } from '@samity/domain';
import { useId, useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { termLabel } from './committee-columns';
import { ResolutionField } from './resolution-field';

const EMPTY: CloseTermInput = { term: '', resolution: '' };

interface Props {
  open: boolean;
  memberCount: number;
  onClose(): void;
  onClosed(message: string): void;
}

/** Close this committee's term: asks for the term, confirms, then moves the committee in one step. */
export function CloseTermDialog({ open, memberCount, onClose, onClosed }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const utils = trpc.useUtils();
  const closeTerm = trpc.admin.previousCommittees.create.useMutation();
  const { confirm, dialog } = useConfirm();
  const [failure, setFailure] = useState<string | null>(null);
  const { form, errorText, applyServerErrors } = useZodForm({
    schema: ZCloseTermInput,
    defaultValues: EMPTY,
    ns: 'admin',
    messages: {
      term: { required: 'committeesAdmin.termRequired' },
      resolution: { required: 'committeesAdmin.resolutionRequired' },
    },
  });

  const close = () => {
    form.reset(EMPTY);
    setFailure(null);
    onClose();
  };

  const save = form.handleSubmit(async ({ term, resolution }) => {
    setFailure(null);
    const label = termLabel(t, term);
    const yes = await confirm({
      title: t('committeesAdmin.closeConfirmTitle'),
      message: t('committeesAdmin.closeConfirm', { count: memberCount, label }),
      confirmLabel: t('committeesAdmin.closeAction'),
    });
    if (!yes) return;
    try {
      await closeTerm.mutateAsync({ term, resolution });
      await Promise.all([
        utils.admin.currentCommittee.invalidate(),
        utils.admin.previousCommittees.invalidate(),
      ]);
      form.reset(EMPTY);
      onClosed(t('committeesAdmin.closed', { label }));
    } catch (error) {
      applyServerErrors(error);
      setFailure(apiErrorText(error, t, 'common.errors.network'));
    }
  });

  return (
    <>
      <FormDialog
        open={open}
        title={t('committeesAdmin.closeTitle')}
        onClose={close}
        onSubmit={(event) => void save(event)}
        submitLabel={t('committeesAdmin.closeAction')}
        busyLabel={t('committeesAdmin.closing')}
        busy={closeTerm.isPending}
        failure={
          failure && (
            <>
              <p>{t('committeesAdmin.closeFailed')}</p>
              <p>{failure}</p>
            </>
          )
        }
      >
        <FormField
          id={`${id}-term`}
          label={t('committeesAdmin.term')}
          hint={t('committeesAdmin.termHint')}
          error={errorText('term')}
          required
        >
          {(control) => (
            <input
              {...control}
              {...form.register('term')}
              autoComplete="off"
              maxLength={COMMITTEE_TERM_MAX}
            />
          )}
        </FormField>
        <ResolutionField id={id} error={errorText('resolution')} register={form.register('resolution')} />
      </FormDialog>
      {dialog}
    </>
  );
}
