import { useState } from 'react';
import { DashboardSection, QueryState, SECTION_IDS } from '../../../components/dashboard-section';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { AddCarDialog } from './add-car-dialog';
import { CarCard } from './car-card';
import { PublicPhone } from './public-phone';
import './stock.css';

/** The member's own cars, sold ones included; a new car is in the public stock at once. */
export function StockSection() {
  const { t } = useTranslation('member');
  const cars = trpc.member.stock.list.useQuery({});
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <DashboardSection
      id={SECTION_IDS.stock}
      title={t('dashboard.stock.title')}
      actions={
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            setNotice(null);
            setAdding(true);
          }}
        >
          {t('dashboard.stock.add')}
        </button>
      }
    >
      {notice && (
        <p className="success-box" role="status">
          {notice}
        </p>
      )}
      <PublicPhone />
      <QueryState query={cars}>
        {() =>
          !cars.data?.length ? (
            <p className="empty-state">{t('dashboard.stock.empty')}</p>
          ) : (
            <ul className="card-grid dash-cars" aria-label={t('dashboard.stock.listLabel')}>
              {cars.data.map((car) => (
                <CarCard key={car.id} car={car} onDone={setNotice} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <AddCarDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          setNotice(t('dashboard.stock.added'));
        }}
      />
    </DashboardSection>
  );
}
