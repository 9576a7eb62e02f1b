import { lazy, Suspense, useEffect, useState } from 'react';
import { loadNamespaces } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import type { EnquiryCar } from './enquiry-dialog';

/** The form, its schema and zod come when a buyer first asks, not with the stock page. */
const EnquiryDialog = lazy(() => import('./enquiry-dialog').then((m) => ({ default: m.EnquiryDialog })));

/**
 * "Enquire" on a car (its detail view, its page): opens the enquiry form and, once sent, says so in place of
 * the button. The pages that show it (/Stocklist, a car's page) load the enquiries' texts with their own code
 * (routes.tsx), so the button has its label from the first paint. A page that did not would get no button
 * until the texts came (loaded here), never one without a label.
 */
export function EnquireButton({ car }: { car: EnquiryCar }) {
  const { t, ready } = useTranslation('enquiries', { useSuspense: false });
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  useEffect(() => void loadNamespaces('enquiries'), []);
  // Another car opened in the same view starts over.
  useEffect(() => setSent(false), [car.id]);
  if (!ready) return null;
  return (
    <>
      {sent ? (
        <p className="success-box" role="status">
          {t('enquire.sent')}
        </p>
      ) : (
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t('enquire.button')}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <EnquiryDialog
            car={car}
            open={open}
            onClose={() => setOpen(false)}
            onSent={() => {
              setOpen(false);
              setSent(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
