import { useId } from 'react';
import { DateInput } from '../../../components/date-field/date-input';
import { FormField } from '../../../components/form-field';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { auditAreaLabel } from './audit-words';

export interface Filters {
  /** The admin's id as the select holds it; '' for all admins. */
  adminId: string;
  area: string;
  from: string;
  to: string;
}
export const NO_FILTERS: Filters = { adminId: '', area: '', from: '', to: '' };

interface Props {
  value: Filters;
  /** The From date is after the To date: nothing is asked of the server until it is fixed. */
  badRange: boolean;
  onChange(next: Filters): void;
}

/** Admin, area and a date range; each change applies at once (back to the first page). */
export function AuditFilters({ value, badRange, onChange }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const { lng } = useFormat();
  const filters = trpc.admin.audit.filters.useQuery();
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="audit-filters">
      <legend>{t('audit.filters')}</legend>
      <FormField id={`${id}-admin`} label={t('audit.admin')}>
        {(control) => (
          <select {...control} value={value.adminId} onChange={(e) => set({ adminId: e.target.value })}>
            <option value="">{t('audit.allAdmins')}</option>
            {filters.data?.admins.map((admin) => (
              <option key={admin.id} value={String(admin.id)}>
                {admin.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${id}-area`} label={t('audit.area')}>
        {(control) => (
          <select {...control} value={value.area} onChange={(e) => set({ area: e.target.value })}>
            <option value="">{t('audit.allAreas')}</option>
            {filters.data?.areas.map((area) => (
              <option key={area} value={area}>
                {auditAreaLabel(area, lng)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${id}-from`} label={t('audit.from')}>
        {(control) => <DateInput {...control} value={value.from} onChange={(from) => set({ from })} />}
      </FormField>
      <FormField id={`${id}-to`} label={t('audit.to')} error={badRange ? t('audit.badRange') : undefined}>
        {(control) => <DateInput {...control} value={value.to} onChange={(to) => set({ to })} />}
      </FormField>
      {filters.isError && (
        <p className="field-error audit-filters-failed" role="alert">
          {t('audit.filtersFailed')}
        </p>
      )}
      {(value.adminId || value.area || value.from || value.to) && (
        <div className="audit-filters-reset">
          <button type="button" className="button button-secondary" onClick={() => onChange(NO_FILTERS)}>
            {t('audit.clearFilters')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
