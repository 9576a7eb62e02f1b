import type { MemberStockCar } from '@samity/domain';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useCarWords } from '../../../lib/use-car-words';
import { useFormat } from '../../../lib/use-format';

/** One car of the member's stock: cover picture, the facts, Mark as sold and Delete (both asked first). */
export function CarCard({ car, onDone }: { car: MemberStockCar; onDone(message: string): void }) {
  const { t } = useTranslation('member');
  const { price, digits, number } = useFormat();
  const utils = trpc.useUtils();
  const sell = trpc.member.stock.update.useMutation();
  const remove = trpc.member.stock.delete.useMutation();
  const { confirm, dialog } = useConfirm();
  const [failure, setFailure] = useState<string | null>(null);
  const words = useCarWords();
  const name = words.carName(car);

  async function markSold() {
    const yes = await confirm({
      title: t('dashboard.stock.soldTitle'),
      message: t('dashboard.stock.soldConfirm', { name }),
      confirmLabel: t('dashboard.stock.markSold'),
    });
    if (!yes) return;
    setFailure(null);
    try {
      await sell.mutateAsync({ id: car.id });
      await utils.member.stock.invalidate();
      onDone(t('dashboard.stock.markedSold', { name }));
    } catch (error) {
      setFailure(apiErrorText(error, t, 'dashboard.stock.soldFailed'));
    }
  }

  async function deleteCar() {
    const yes = await confirm({
      title: t('dashboard.stock.deleteTitle'),
      message: t('dashboard.stock.deleteConfirm'),
      confirmLabel: t('dashboard.stock.delete'),
    });
    if (!yes) return;
    setFailure(null);
    try {
      await remove.mutateAsync({ id: car.id });
      await utils.member.stock.invalidate();
      onDone(t('dashboard.stock.deleted', { name }));
    } catch {
      setFailure(t('dashboard.stock.deleteFailed'));
    }
  }

  const facts = [
    ['model_year', digits(car.model_year)],
    ['reg_year', digits(car.reg_year)],
    ['cc', digits(car.cc)],
    ['color', words.colour(car.color)],
    ['mileage', t('dashboard.stock.km', { value: number(car.mileage) })],
  ] as const;
  const factLabel = (key: (typeof facts)[number][0]) =>
    key === 'mileage' ? t('dashboard.stock.mileage') : t(`dashboard.stock.fields.${key}`);

  return (
    <li className={`card dash-car${car.sold_at ? ' sold' : ''}`}>
      <div className="dash-car-cover">
        <img
          src={car.pic}
          alt={t('dashboard.stock.coverAlt', { name })}
          width={320}
          height={240}
          loading="lazy"
        />
        {car.sold_at && <span className="badge badge-sold">{t('dashboard.stock.sold')}</span>}
      </div>
      <h3>{name}</h3>
      <p className="dash-car-price">{price(car.asking_price)}</p>
      <dl className="dash-car-facts">
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{factLabel(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {car.pics.length > 1 && (
        <p className="dash-car-pics">
          {t('dashboard.stock.pictureCount', { count: car.pics.length, n: digits(car.pics.length) })}
        </p>
      )}
      {failure && (
        <p className="error-box" role="alert">
          {failure}
        </p>
      )}
      <div className="form-actions">
        {!car.sold_at && (
          <button
            type="button"
            className="button button-small"
            disabled={sell.isPending}
            onClick={() => void markSold()}
          >
            {t('dashboard.stock.markSold')}
            <span className="visually-hidden"> {name}</span>
          </button>
        )}
        <button
          type="button"
          className="button button-small button-danger"
          disabled={remove.isPending}
          onClick={() => void deleteCar()}
        >
          {t('dashboard.stock.delete')}
          <span className="visually-hidden"> {name}</span>
        </button>
      </div>
      {dialog}
    </li>
  );
}
