import { noticeCaptionIn, thumbnailUrlOf } from '@samity/domain';
import { useMemo, useState } from 'react';
import { ImageViewer } from '../../../components/image-viewer';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { usePageMeta } from '../../../lib/use-page-meta';
import { arrangeNotices, newestFirst, swapWithMain } from './arrange-notices';
import './notices.css';

/**
 * The noticeboard: the newest notice large, two thumbnails and up to four older items. Choosing
 * a thumbnail or an older item swaps it with the main one; the main notice's picture opens full size.
 */
export function NoticesPage() {
  const { t } = useTranslation('public');
  const { date, lng } = useFormat();
  // English pages read the caption in English when the notice has one; Bengali pages the caption.
  const captionOf = (notice: { caption: string; caption_en: string | null }) => noticeCaptionIn(notice, lng);
  usePageMeta(t('notices.title'), t('notices.metaDescription'));
  const list = trpc.public.notices.list.useQuery();
  const newest = useMemo(() => newestFirst(list.data ?? []), [list.data]);
  const [swapped, setSwapped] = useState<typeof newest | null>(null);
  const ordered = swapped ?? newest;
  const board = arrangeNotices(ordered);
  const [viewing, setViewing] = useState(false);
  // After a swap the main slot may hold an older notice: it is then not headed as the latest one.
  const mainIsLatest = board.main !== null && board.main.id === newest[0]?.id;
  const main = board.main && { ...board.main, caption: captionOf(board.main) };

  const choose = (index: number) => setSwapped(swapWithMain(ordered, index));
  const itemButton = (notice: (typeof ordered)[number], index: number, kind: 'thumbnail' | 'older') => (
    <button
      type="button"
      className={`notice-${kind}`}
      onClick={() => choose(index)}
      aria-label={t('notices.show', { caption: captionOf(notice) })}
    >
      {kind === 'thumbnail' && (
        <img
          src={thumbnailUrlOf(notice.pic)}
          alt=""
          width="150"
          height="200"
          loading="lazy"
          decoding="async"
        />
      )}
      <span className="notice-caption">{captionOf(notice)}</span>
      <span className="notice-date">{date(notice.date)}</span>
    </button>
  );

  return (
    <section className="page">
      <h1>{t('notices.title')}</h1>
      {list.isPending && <Spinner />}
      {list.isError && <LoadError onRetry={() => void list.refetch()} />}
      {list.isSuccess && !board.main && <p className="empty-state">{t('notices.empty')}</p>}
      {main && (
        <div className="notice-board">
          <article className="notice-main" aria-labelledby="notice-main-caption" aria-live="polite">
            <h2 className="visually-hidden">
              {t(mainIsLatest ? 'notices.mainLabel' : 'notices.chosenLabel')}
            </h2>
            <button type="button" className="notice-main-image" onClick={() => setViewing(true)}>
              <img src={main.pic} alt={main.caption} width="480" height="640" decoding="async" />
              <span className="visually-hidden">{t('notices.openFull')}</span>
            </button>
            <h3 id="notice-main-caption">{main.caption}</h3>
            <p className="notice-date">{t('notices.dated', { date: date(main.date) })}</p>
          </article>
          <div className="notice-side">
            {board.thumbnails.length > 0 && (
              <section aria-labelledby="notice-thumbs">
                <h2 id="notice-thumbs">{t('notices.thumbnailsLabel')}</h2>
                <ul className="notice-thumbnails">
                  {board.thumbnails.map((notice, i) => (
                    <li key={notice.id}>{itemButton(notice, 1 + i, 'thumbnail')}</li>
                  ))}
                </ul>
              </section>
            )}
            {board.older.length > 0 && (
              <section aria-labelledby="notice-older">
                <h2 id="notice-older">{t('notices.olderLabel')}</h2>
                <ul className="notice-older-list">
                  {board.older.map((notice, i) => (
                    <li key={notice.id}>{itemButton(notice, 1 + board.thumbnails.length + i, 'older')}</li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>
      )}
      {main && (
        <ImageViewer
          images={[{ src: main.pic, alt: main.caption, caption: main.caption }]}
          index={viewing ? 0 : null}
          onIndexChange={() => {}}
          onClose={() => setViewing(false)}
          title={main.caption}
        />
      )}
    </section>
  );
}
