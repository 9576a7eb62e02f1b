import type { AlertFilters } from '@samity/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadNamespaces } from '../../../i18n';
import { useTranslation } from '../../../i18n/use-translation';

// The dialog (its form and the alert rules) is fetched on the first tap, not with the stock list.
const SaveSearchDialog = lazy(() =>
  import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })),
);

/** "Save this search" on /Stocklist: its texts load with it, so the button never shows a raw key. */
export function SaveSearchButton({ filters }: { filters: AlertFilters }) {
  const { t, i18n } = useTranslation('alerts');
  // Loaded with /Stocklist's code (routes.tsx): then the button is there from the first render.
  const [ready, setReady] = useState(() => i18n.hasLoadedNamespace('alerts'));
  const [open, setOpen] = useState(false);
  useEffect(() => {
    void loadNamespaces('alerts').then(() => setReady(true));
  }, []);
  if (!ready) return null;
  return (
    <>
      <button type="button" className="button secondary" onClick={() => setOpen(true)}>
        {t('save.button')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog open={open} filters={filters} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
