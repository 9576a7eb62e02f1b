import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { UploadedImage } from '../../lib/upload-image';
import { type PickedImage, useImageUploads } from './use-image-uploads';
import './image-picker.css';

interface ImagePickerProps {
  /** The field's visible label, e.g. "Picture" or "Receipts". */
  label: string;
  /** Several pictures at once (gallery, receipts); otherwise a new choice replaces the previous one. */
  multiple?: boolean;
  /** Every uploaded picture, in the order chosen, whenever that set changes: save their secure_url. */
  onChange?: (images: UploadedImage[]) => void;
  /** True while a picture is still being compressed or uploaded: keep the form's Submit disabled. */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
}

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * The one image field of the product: pictures are compressed in the browser (the quality ladder of lib/image-compression.ts),
 * sent to POST /api/uploads, and shown with progress and errors. A native file input, so it works with the
 * keyboard and screen readers as every browser's file chooser does.
 */
export function ImagePicker({ label, multiple = false, onChange, onBusyChange, disabled }: ImagePickerProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const uploads = useImageUploads({ multiple, onChange, onBusyChange });
  const done = uploads.items.filter((i) => i.status === 'done').length;

  return (
    <div className="image-picker">
      <label htmlFor={`${id}-input`} className="image-picker-label">
        {label}
      </label>
      <input
        id={`${id}-input`}
        className="image-picker-input"
        type="file"
        accept={ACCEPT}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          uploads.add(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = ''; // choosing the same file again starts a new upload
        }}
      />
      <p id={`${id}-hint`} className="image-picker-hint">
        {t('uploads.hint')}
      </p>
      {uploads.items.length > 0 && (
        <ul className="image-picker-list" aria-label={t('uploads.listLabel', { label })}>
          {uploads.items.map((item) => (
            <PickedItem key={item.id} item={item} onRetry={uploads.retry} onRemove={uploads.remove} />
          ))}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite">
        {uploads.items.length > 0 && t('uploads.summary', { done, total: uploads.items.length })}
      </p>
    </div>
  );
}

function PickedItem({
  item,
  onRetry,
  onRemove,
}: {
  item: PickedImage;
  onRetry: (id: number) => void;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation('admin');
  const name = item.file.name;
  const localPreview = useMemo(() => URL.createObjectURL(item.file), [item.file]);
  useEffect(() => () => URL.revokeObjectURL(localPreview), [localPreview]);
  // A file the browser cannot decode gets no preview, and retrying it would fail the same way.
  const unreadable = item.error === 'uploads.errors.unreadable';
  const inProgress = item.status === 'queued' || item.status === 'compressing' || item.status === 'uploading';

  return (
    <li className={`image-picker-item image-picker-${item.status}`}>
      {unreadable ? (
        <span className="image-picker-preview" aria-hidden="true" />
      ) : (
        <img
          className="image-picker-preview"
          src={item.result?.thumbnail_url ?? localPreview}
          alt={t('uploads.previewAlt', { name })}
          width={64}
          height={64}
        />
      )}
      <div className="image-picker-body">
        <span className="image-picker-name">{name}</span>
        {inProgress && (
          <>
            <span className="image-picker-status">{t(`uploads.status.${item.status}`)}</span>
            <progress
              max={1}
              value={item.status === 'uploading' ? item.progress : undefined}
              aria-label={t('uploads.progressLabel', { name })}
            />
          </>
        )}
        {item.status === 'done' && <span className="image-picker-status">{t('uploads.status.done')}</span>}
        {item.status === 'failed' && (
          <p className="image-picker-error" role="alert">
            <strong>{t('uploads.imageUploadFailed')}</strong> — {t(item.error ?? 'uploads.uploadFailed')}
          </p>
        )}
      </div>
      <div className="image-picker-actions">
        {item.status === 'failed' && !unreadable && (
          <button type="button" className="button button-small" onClick={() => onRetry(item.id)}>
            {t('uploads.retry')}
            <span className="visually-hidden"> {name}</span>
          </button>
        )}
        <button
          type="button"
          className="button button-small button-secondary"
          onClick={() => onRemove(item.id)}
        >
          {inProgress ? t('uploads.cancel') : t('uploads.remove')}
          <span className="visually-hidden"> {name}</span>
        </button>
      </div>
    </li>
  );
}
