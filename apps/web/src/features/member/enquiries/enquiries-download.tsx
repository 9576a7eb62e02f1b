import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';

/** The dealer's enquiries as a CSV file, made by the server (buyers' phones included: the data is theirs). */
export function EnquiriesDownload() {
  const { t } = useTranslation('enquiries');
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const file = await utils.member.enquiries.export.fetch(undefined, { staleTime: 0 });
      const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = file.filename;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={busy}
        onClick={() => void download()}
      >
        {t('dealer.download')}
      </button>
      {failed && (
        <span className="error-text" role="alert">
          {t('dealer.downloadFailed')}
        </span>
      )}
    </>
  );
}
