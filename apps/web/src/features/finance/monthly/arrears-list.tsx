import type { ArrearsRow } from '@samity/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { ARREARS_BANDS, type ArrearsBand, arrearsByBand } from './monthly-values';

const BAND_KEYS: Record<ArrearsBand, string> = {
  '1': 'monthly.arrears.band1',
  '2-3': 'monthly.arrears.band2to3',
  '4+': 'monthly.arrears.band4plus',
};

/** Members owing monthly contributions, over all books, by how many months they owe (1, 2-3, 4 or more). */
export function ArrearsList() {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const id = useId();
  const arrears = trpc.finance.monthly.arrears.useQuery();
  const [band, setBand] = useState<ArrearsBand | 'all'>('all');
  const { counts, shown, due } = arrearsByBand(arrears.data ?? [], band);
  const nobody = arrears.data?.length === 0;

  const columns: DataColumn<ArrearsRow>[] = [
    { id: 'member_no', header: t('monthly.arrears.memberNo'), cell: (row) => format.digits(row.member_no) },
    { id: 'name', primary: true, header: t('monthly.arrears.name'), cell: (row) => row.name },
    { id: 'phone', priority: 2, header: t('monthly.arrears.phone'), cell: (row) => format.digits(row.phone) },
    {
      id: 'months_due',
      header: t('monthly.arrears.monthsDue'),
      cell: (row) => format.digits(row.months_due),
    },
    { id: 'due', header: t('monthly.arrears.due'), cell: (row) => format.taka(row.due) },
  ];

  return (
    <section className="arrears" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('monthly.arrears.title')}</h2>
      <p className="page-intro">{t('monthly.arrears.intro')}</p>
      {arrears.data && !nobody && (
        <div className="arrears-toolbar">
          <div className="field">
            <label htmlFor={`${id}-band`}>{t('monthly.arrears.band')}</label>
            <select
              id={`${id}-band`}
              value={band}
              onChange={(event) => setBand(event.target.value as ArrearsBand | 'all')}
            >
              <option value="all">
                {t('monthly.arrears.all')} ({format.digits(arrears.data.length)})
              </option>
              {ARREARS_BANDS.map((b) => (
                <option key={b} value={b}>
                  {t(BAND_KEYS[b])} ({format.digits(counts[b])})
                </option>
              ))}
            </select>
          </div>
          <p className="list-status" aria-live="polite">
            {t('monthly.arrears.count', {
              count: shown.length,
              n: format.digits(shown.length),
              amount: format.taka(due),
            })}
          </p>
        </div>
      )}
      <DataTable
        key={band}
        label={t('monthly.arrears.label')}
        columns={columns}
        rows={arrears.data ? shown : undefined}
        rowId={(row) => row.member_no}
        loading={arrears.isPending}
        failed={arrears.isError}
        onRetry={() => void arrears.refetch()}
        emptyText={nobody ? t('monthly.arrears.empty') : t('monthly.arrears.emptyBand')}
        pageSize={25}
      />
    </section>
  );
}
