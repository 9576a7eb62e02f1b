import type { AlertFilters } from '@samity/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../../i18n';
import { SaveSearchDialog } from './save-search-dialog';

/** "Save this search" on /Stocklist: its texts load with it, so the button never shows a raw key. */
export function SaveSearchButton({ filters }: { filters: AlertFilters }) {
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('alerts');
  useEffect(() => {
    void loadNamespaces('alerts').then(() => setReady(true));
  }, []);
  if (!ready) return null;
  return (
    <>
      <button type="button" className="button secondary" onClick={() => setOpen(true)}>
        {t('save.button')}
      </button>
      <SaveSearchDialog open={open} filters={filters} onClose={() => setOpen(false)} />
    </>
  );
}
