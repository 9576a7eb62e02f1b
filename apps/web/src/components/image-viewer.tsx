import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Modal } from './modal';
import './image-viewer.css';

interface ViewerImage {
  src: string;
  alt: string;
  caption?: string;
}

interface ImageViewerProps {
  images: readonly ViewerImage[];
  /** The image shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Names the dialog, e.g. "Photo 3 of 24". */
  title: string;
}

/**
 * A full-screen image viewer (gallery and notices): the full-size picture, previous and next buttons
 * (wrapping around), the arrow keys to move and Escape to close. Built on the accessible Modal.
 */
export function ImageViewer({ images, index, onIndexChange, onClose, title }: ImageViewerProps) {
  const { t } = useTranslation();
  const count = images.length;
  const image = index === null ? undefined : images[index];
  const step = (delta: number) => index !== null && onIndexChange((index + delta + count) % count);

  useEffect(() => {
    if (index === null || count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndexChange((index + 1) % count);
      else if (event.key === 'ArrowLeft') onIndexChange((index - 1 + count) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, count, onIndexChange]);

  return (
    <Modal open={image !== undefined} onClose={onClose} title={title} className="viewer">
      {image && (
        <figure className="viewer-figure">
          <img src={image.src} alt={image.alt} decoding="async" />
          {image.caption && <figcaption>{image.caption}</figcaption>}
        </figure>
      )}
      {count > 1 && (
        <div className="viewer-nav">
          <button type="button" className="button button-secondary" onClick={() => step(-1)}>
            <span aria-hidden="true">‹ </span>
            {t('viewer.previous')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => step(1)}>
            {t('viewer.next')}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
      )}
      {count > 1 && <p className="viewer-hint">{t('viewer.hint')}</p>}
    </Modal>
  );
}
