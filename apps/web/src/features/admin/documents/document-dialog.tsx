import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_LIMITS,
  DOCUMENT_VISIBILITIES,
  type SocietyDocument,
  ZDocumentFields,
} from '@samity/domain';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { uploadDocument } from './upload-document';

interface Props {
  /** 'new': a document with its first PDF; 'version': a new PDF of `document`; 'edit': its description. */
  mode: 'new' | 'version' | 'edit';
  document: SocietyDocument | null;
  open: boolean;
  onClose(): void;
}

const EMPTY = { title: '', category: 'circular', visibility: 'public' } as const;

/** Upload a document, a new version of one, or change a document's title, category and who may read it. */
export function DocumentDialog({ mode, document, open, onClose }: Props) {
  const { t } = useTranslation('documents');
  const id = useId();
  const utils = trpc.useUtils();
  const update = trpc.admin.documents.update.useMutation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const defaults = document
    ? { title: document.title, category: document.category, visibility: document.visibility }
    : EMPTY;
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZDocumentFields,
    defaultValues: defaults,
    ns: 'documents',
    failureKey: 'admin.saveFailed',
    messages: { title: { required: 'admin.titleRequired', tooLong: 'admin.titleTooLong' } },
  });

  const close = () => {
    discard();
    setFile(null);
    setFileError(undefined);
    onClose();
  };

  const save = submit(async (values) => {
    setBusy(true);
    try {
      if (mode === 'edit' && document) await update.mutateAsync({ id: document.id, ...values });
      else if (file && mode === 'version' && document)
        await uploadDocument(file, { document_id: String(document.id) });
      else if (file) await uploadDocument(file, values);
      await utils.admin.documents.invalidate();
      close();
    } finally {
      setBusy(false);
    }
  });

  const title =
    mode === 'new'
      ? t('admin.newTitle')
      : mode === 'version'
        ? t('admin.versionTitle', { title: document?.title ?? '' })
        : t('admin.editTitle');

  return (
    <FormDialog
      open={open}
      title={title}
      onClose={close}
      onSubmit={(event) => {
        if (mode !== 'edit' && !file) {
          event.preventDefault();
          setFileError(t('admin.fileRequired'));
          return;
        }
        void save(event);
      }}
      submitLabel={mode === 'edit' ? t('admin.save') : t('admin.upload')}
      busyLabel={mode === 'edit' ? t('admin.saving') : t('admin.uploading')}
      busy={busy}
      failure={failure ? <p>{failure}</p> : undefined}
    >
      {mode !== 'version' && (
        <>
          <FormField id={`${id}-title`} label={t('admin.fieldTitle')} error={errorText('title')} required>
            {(control) => (
              <input
                {...control}
                {...form.register('title')}
                maxLength={DOCUMENT_LIMITS.title}
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField id={`${id}-category`} label={t('admin.fieldCategory')} error={errorText('category')}>
            {(control) => (
              <select {...control} {...form.register('category')}>
                {DOCUMENT_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`categories.${c}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id={`${id}-visibility`}
            label={t('admin.fieldVisibility')}
            error={errorText('visibility')}
          >
            {(control) => (
              <select {...control} {...form.register('visibility')}>
                {DOCUMENT_VISIBILITIES.map((v) => (
                  <option key={v} value={v}>
                    {t(`visibility.${v}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </>
      )}
      {mode !== 'edit' && (
        <FormField id={`${id}-file`} label={t('admin.fieldFile')} error={fileError} required>
          {(control) => (
            <input
              {...control}
              type="file"
              accept="application/pdf,.pdf"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setFileError(undefined);
              }}
            />
          )}
        </FormField>
      )}
      {mode !== 'edit' && (
        <p className="muted">{t('admin.fileHint', { mb: DOCUMENT_LIMITS.maxBytes / 1024 / 1024 })}</p>
      )}
    </FormDialog>
  );
}
