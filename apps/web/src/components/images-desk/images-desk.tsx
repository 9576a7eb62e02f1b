import { thumbnailUrlOf } from '@samity/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { apiErrorText, parseApiError } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { useFormat } from '../../lib/use-format';
import { usePageTitle } from '../../lib/use-page-title';
import { useConfirm } from '../confirm-dialog';
import { LoadError } from '../load-error';
import { Spinner } from '../spinner';
import { type Status, StatusBox } from '../status-box';
import { AddImagesDialog, type ImagesKind } from './add-images-dialog';
import './images-desk.css';

/**
 * A grid of pictures, each with Delete (after a confirmation), and Add: the service center logos
 * (/ServiceCentersAdmin) and the gallery (/GalleryAdmin) are the same screen over two lists.
 */
export function ImagesDesk({ kind }: { kind: ImagesKind }) {
  const { t } = useTranslation('admin');
  const { digits } = useFormat();
  const k = (key: string) => `contentAdmin.${kind}.${key}`;
  usePageTitle(t(k('title')));
  const utils = trpc.useUtils();
  const centers = trpc.admin.serviceCenters.list.useQuery(undefined, { enabled: kind === 'serviceCenters' });
  const gallery = trpc.admin.gallery.list.useQuery(undefined, { enabled: kind === 'gallery' });
  const list = kind === 'gallery' ? gallery : centers;
  const removeCenter = trpc.admin.serviceCenters.delete.useMutation();
  const removeImage = trpc.admin.gallery.delete.useMutation();
  const { confirm, dialog } = useConfirm();
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  const remove = async (id: number) => {
    const yes = await confirm({
      title: t(k('deleteTitle')),
      message: t(k('confirmDelete')),
      confirmLabel: t('contentAdmin.delete'),
    });
    if (!yes) return;
    setStatus(null);
    try {
      await (kind === 'gallery' ? removeImage : removeCenter).mutateAsync({ id });
      setStatus({ kind: 'success', text: t(k('deleted')) });
    } catch (error) {
      const gone = parseApiError(error).status === 404;
      setStatus({
        kind: 'error',
        text: gone ? t('contentAdmin.notFound') : apiErrorText(error, t, k('deleteFailed')),
      });
    }
    // Deleted here or by someone else meanwhile: the grid and the public page follow.
    await (kind === 'gallery'
      ? Promise.all([utils.admin.gallery.invalidate(), utils.public.gallery.invalidate()])
      : Promise.all([utils.admin.serviceCenters.invalidate(), utils.public.serviceCenters.invalidate()]));
  };

  const images = list.data ?? [];
  const deleting = removeCenter.isPending || removeImage.isPending;
  return (
    <section className="page content-admin">
      <div className="content-heading">
        <h1>{t(k('title'))}</h1>
        <button type="button" className="button" onClick={() => setAdding(true)}>
          {t(k('add'))}
        </button>
      </div>
      <StatusBox status={status} />
      {list.isPending && <Spinner />}
      {list.isError && <LoadError onRetry={() => void list.refetch()} />}
      {list.isSuccess && images.length === 0 && <p className="empty-state">{t(k('empty'))}</p>}
      {images.length > 0 && (
        <ul className="content-grid" aria-label={t(k('title'))}>
          {images.map((image, i) => {
            const name = t(k('imageName'), { number: digits(i + 1) });
            return (
              <li key={image.id} className="content-card">
                <img src={thumbnailUrlOf(image.pic)} alt={name} width="400" height="300" loading="lazy" />
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={deleting}
                  onClick={() => void remove(image.id)}
                  aria-label={t('contentAdmin.deleteOne', { name })}
                >
                  {t('contentAdmin.delete')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <AddImagesDialog
        kind={kind}
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          setStatus({ kind: 'success', text: t(k('saved')) });
        }}
      />
      {dialog}
    </section>
  );
}
