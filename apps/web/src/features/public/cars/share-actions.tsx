import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * Share the car's address: the phone's own share sheet where the browser has the Web Share API, otherwise
 * a copy-link button and a WhatsApp link (what most buyers here pass addresses on with). A link that could
 * not be copied is shown in a box, selected, to copy by hand.
 */
export function ShareActions({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('cars');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const box = useRef<HTMLInputElement>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function share() {
    try {
      await navigator.share({ title, text: title, url });
    } catch {
      // Closed without sharing (AbortError) or refused: nothing to undo, the page stays as it was.
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
      // Shown on the next paint; select it so a long press or Ctrl+C copies it.
      requestAnimationFrame(() => box.current?.select());
    }
  }

  if (canShare)
    return (
      <button type="button" className="button button-secondary" onClick={() => void share()}>
        {t('share.share')}
      </button>
    );
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => void copyLink()}>
        {t('share.copyLink')}
      </button>
      <a
        className="button button-secondary"
        href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('share.whatsapp')}
      </a>
      <p className="car-share-status" role="status">
        {copy === 'copied' ? t('share.copied') : copy === 'failed' ? t('share.copyFailed') : ''}
      </p>
      {copy === 'failed' && (
        <input ref={box} className="car-share-link" readOnly value={url} aria-label={t('share.linkLabel')} />
      )}
    </>
  );
}
