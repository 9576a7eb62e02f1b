import { ZAddGalleryInput } from '@samity/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { apiErrorText } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { FormDialog } from '../form-dialog';
import { ImagePicker } from '../image-picker/image-picker';
import { useZodForm } from '../use-zod-form';

/** What differs between the service center dialog (one logo) and the gallery's (several pictures). */
export type ImagesKind = 'serviceCenters' | 'gallery';

interface Props {
  kind: ImagesKind;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

/** Both forms hold the chosen addresses as `pics`; the service center sends its one as `pic`. */
const ZPicsForm = ZAddGalleryInput;
const EMPTY = { pics: [] as string[] };

/**
 * Add a service center (one picture) or gallery pictures (several): the image picker uploads while the
 * dialog is open, Submit stays 'Uploading...' until every picture is stored, and none chosen says
 * 'Please select an image'.
 */
export function AddImagesDialog({ kind, open, onClose, onSaved }: Props) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const addCenter = trpc.admin.serviceCenters.create.useMutation();
  const addGallery = trpc.admin.gallery.create.useMutation();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { form, errorText, applyServerErrors } = useZodForm({
    schema: ZPicsForm,
    defaultValues: EMPTY,
    ns: 'admin',
    messages: { pics: { required: 'contentAdmin.selectImage' } },
  });
  const multiple = kind === 'gallery';
  const k = (key: string) => `contentAdmin.${kind}.${key}`;

  const close = () => {
    form.reset(EMPTY);
    setFailure(null);
    onClose();
  };

  const save = form.handleSubmit(async ({ pics }) => {
    setFailure(null);
    try {
      if (kind === 'gallery') {
        await addGallery.mutateAsync({ pics });
        await Promise.all([utils.admin.gallery.invalidate(), utils.public.gallery.invalidate()]);
      } else {
        await addCenter.mutateAsync({ pic: pics[0] ?? '' });
        await Promise.all([
          utils.admin.serviceCenters.invalidate(),
          utils.public.serviceCenters.invalidate(),
        ]);
      }
      form.reset(EMPTY);
      onSaved();
    } catch (error) {
      applyServerErrors(error);
      setFailure(apiErrorText(error, t, 'contentAdmin.uploadFailed'));
    }
  });

  const picsError = errorText('pics');
  const busy = addCenter.isPending || addGallery.isPending || uploading;
  return (
    <FormDialog
      open={open}
      title={t(k('addTitle'))}
      onClose={close}
      onSubmit={(event) => void save(event)}
      submitLabel={t(k('submit'))}
      busyLabel={t('contentAdmin.uploading')}
      busy={busy}
      failure={failure}
    >
      <div className={`field${picsError ? ' has-error' : ''}`}>
        <ImagePicker
          label={t(k('picture'))}
          multiple={multiple}
          onBusyChange={setUploading}
          onChange={(images) =>
            form.setValue(
              'pics',
              images.map((image) => image.secure_url),
              { shouldValidate: form.formState.isSubmitted },
            )
          }
        />
        {picsError && (
          <p className="field-error" role="alert">
            {picsError}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
