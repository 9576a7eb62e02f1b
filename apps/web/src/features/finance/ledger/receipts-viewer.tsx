import type { FinancialEntry } from '@samity/domain';
import { useState } from 'react';
import { ImageViewer } from '../../../components/image-viewer';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';
import { splitReceipts } from './ledger-values';

interface Props {
  /** The entry whose receipts are shown; null when the viewer is closed. */
  entry: FinancialEntry | null;
  onClose(): void;
}

/**
 * An entry's receipt pictures in the full-screen viewer: one at a time with Previous and Next (and the arrow
 * keys), each named for screen readers by its number and the entry's source; Escape closes it.
 */
export function ReceiptsViewer({ entry, onClose }: Props) {
  const { t } = useTranslation('finance');
  const { digits, date } = useFormat();
  const [index, setIndex] = useState(0);
  const urls = entry ? splitReceipts(entry.receipt) : [];
  const images = urls.map((src, i) => ({
    src,
    alt: t('ledger.receiptAlt', { n: digits(i + 1), source: entry?.source ?? '' }),
    caption: entry
      ? t('ledger.receiptCaption', {
          n: digits(i + 1),
          total: digits(urls.length),
          entry: `${entry.source}, ${date(entry.date)}`,
        })
      : undefined,
  }));
  const shown = Math.min(index, Math.max(0, images.length - 1));
  return (
    <ImageViewer
      images={images}
      index={entry && images.length > 0 ? shown : null}
      onIndexChange={setIndex}
      onClose={() => {
        setIndex(0);
        onClose();
      }}
      title={t('ledger.receiptsTitle', { n: digits(shown + 1), total: digits(images.length) })}
    />
  );
}
