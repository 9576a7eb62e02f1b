import { ADMIN_CONTENT_LIMITS, ZPublishNoticeInput } from '@samity/domain';
import { useId, useState } from 'react';
import { DateField } from '../../../components/date-field/date-field';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { ImagePicker } from '../../../components/image-picker/image-picker';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';

const EMPTY = { date: '', caption: '', caption_en: '', pic: '' };
/** Every field but the caption in English is required; a missing one gets the one message the admin texts have for it. */
const ALL_REQUIRED = { required: 'contentAdmin.notices.allFieldsRequired' };

interface Props {
  open: boolean;
  onClose(): void;
  onPublished(): void;
}

/**
 * Publish a notice: picture, date and caption required, the caption in English optional (English pages show
 * it instead of the caption); Publish waits while the picture uploads.
 */
export function PublishNoticeDialog({ open, onClose, onPublished }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const utils = trpc.useUtils();
  const create = trpc.admin.notices.create.useMutation();
  const [uploading, setUploading] = useState(false);
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZPublishNoticeInput,
    defaultValues: EMPTY,
    ns: 'admin',
    failureKey: 'contentAdmin.notices.publishFailed',
    messages: { date: ALL_REQUIRED, caption: ALL_REQUIRED, pic: ALL_REQUIRED },
  });

  const close = () => {
    discard();
    onClose();
  };

  const save = submit(async (values) => {
    await create.mutateAsync(values);
    // The public noticeboard and front page read the same list: refresh both.
    await Promise.all([utils.admin.notices.invalidate(), utils.public.notices.invalidate()]);
    onPublished();
  });

  const picError = errorText('pic');
  return (
    <FormDialog
      open={open}
      title={t('contentAdmin.notices.publishTitle')}
      onClose={close}
      onSubmit={(event) => void save(event)}
      submitLabel={t('contentAdmin.notices.publish')}
      busyLabel={uploading ? t('contentAdmin.uploading') : t('contentAdmin.notices.publishing')}
      busy={create.isPending || uploading}
      failure={
        failure && (
          <>
            <p>{t('contentAdmin.notices.publishFailed')}</p>
            {failure !== t('contentAdmin.notices.publishFailed') && <p>{failure}</p>}
          </>
        )
      }
    >
      <div className={`field${picError ? ' has-error' : ''}`}>
        <ImagePicker
          label={t('contentAdmin.notices.picture')}
          onBusyChange={setUploading}
          onChange={(images) =>
            form.setValue('pic', images[0]?.secure_url ?? '', { shouldValidate: form.formState.isSubmitted })
          }
        />
        {picError && (
          <p className="field-error" role="alert">
            {picError}
          </p>
        )}
      </div>
      <FormField id={`${id}-date`} label={t('contentAdmin.notices.date')} error={errorText('date')} required>
        {(control) => <DateField {...control} formControl={form.control} name="date" />}
      </FormField>
      <FormField
        id={`${id}-caption`}
        label={t('contentAdmin.notices.caption')}
        error={errorText('caption')}
        required
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('caption')}
            rows={3}
            maxLength={ADMIN_CONTENT_LIMITS.noticeCaption}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-caption-en`}
        label={t('contentAdmin.notices.captionEn')}
        hint={t('contentAdmin.notices.captionEnHint')}
        error={errorText('caption_en')}
        optional
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('caption_en')}
            lang="en"
            rows={3}
            maxLength={ADMIN_CONTENT_LIMITS.noticeCaption}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
