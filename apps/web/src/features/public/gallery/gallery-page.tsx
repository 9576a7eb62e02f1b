import { thumbnailUrlOf } from '@samity/domain';
import { useState } from 'react';
import { ImageViewer } from '../../../components/image-viewer';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { usePageMeta } from '../../../lib/use-page-meta';
import './gallery.css';

/** The public gallery: a grid of thumbnails, each opening the full-screen viewer. */
export function GalleryPage() {
  const { t } = useTranslation('public');
  const { digits } = useFormat();
  usePageMeta(t('gallery.title'), t('gallery.metaDescription'));
  const list = trpc.public.gallery.list.useQuery();
  const [open, setOpen] = useState<number | null>(null);
  const images = list.data ?? [];
  const label = (i: number) => t('gallery.photo', { number: digits(i + 1), total: digits(images.length) });

  return (
    <section className="page">
      <h1>{t('gallery.title')}</h1>
      {list.isPending && <Spinner />}
      {list.isError && <LoadError onRetry={() => void list.refetch()} />}
      {list.isSuccess && images.length === 0 && <p className="empty-state">{t('gallery.empty')}</p>}
      {images.length > 0 && (
        <ul className="gallery-grid" aria-label={t('gallery.title')}>
          {images.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                className="gallery-item"
                onClick={() => setOpen(i)}
                aria-label={t('gallery.open', { number: digits(i + 1), total: digits(images.length) })}
              >
                <img
                  src={thumbnailUrlOf(image.pic)}
                  alt=""
                  width="400"
                  height="300"
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ImageViewer
        images={images.map((image, i) => ({ src: image.pic, alt: label(i) }))}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        title={open === null ? '' : label(open)}
      />
    </section>
  );
}
