import { Modal } from '../../../components/modal';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';
import { type AuditRow, changedFields, prettyJson } from './audit-diff';
import { auditFieldLabel, auditValueText } from './audit-fields';
import { auditActionLabel, auditAreaLabel, auditRecordLabel } from './audit-words';

/**
 * One audit entry: who, when, what, then the fields that changed side by side (in words, times in Dhaka) and
 * the full records as they were written (JSON, for whoever needs the exact values).
 */
export function AuditDetailsDialog({ entry, onClose }: { entry: AuditRow; onClose(): void }) {
  const { t } = useTranslation('admin');
  const { moment, digits, lng } = useFormat();
  const changes = changedFields(entry.before, entry.after);
  const before = prettyJson(entry.before);
  const after = prettyJson(entry.after);
  const shown = (value: unknown) =>
    value === undefined ? <span className="audit-none">{t('audit.none')}</span> : auditValueText(value, lng);
  return (
    <Modal
      open
      title={t('audit.detailsTitle', { action: auditActionLabel(entry.action, lng) })}
      onClose={onClose}
      className="audit-dialog"
    >
      <dl className="details-list">
        <dt>{t('audit.when')}</dt>
        <dd>{moment(entry.at)}</dd>
        <dt>{t('audit.who')}</dt>
        <dd>{digits(entry.actor)}</dd>
        <dt>{t('audit.area')}</dt>
        <dd>{auditAreaLabel(entry.area, lng)}</dd>
        <dt>{t('audit.record')}</dt>
        <dd>{auditRecordLabel(entry, lng)}</dd>
        {entry.ip && (
          <>
            <dt>{t('audit.ip')}</dt>
            <dd>{digits(entry.ip)}</dd>
          </>
        )}
      </dl>
      <h3>{t('audit.changes')}</h3>
      {changes.length === 0 ? (
        <p className="empty-state">{t('audit.noChanges')}</p>
      ) : (
        <table className="audit-diff">
          <caption className="visually-hidden">{t('audit.changes')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('audit.field')}</th>
              <th scope="col">{t('audit.before')}</th>
              <th scope="col">{t('audit.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.key}>
                <th scope="row">{change.key ? auditFieldLabel(change.key, lng) : t('audit.value')}</th>
                <td>{shown(change.before)}</td>
                <td>{shown(change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <details className="audit-json">
        <summary>{t('audit.fullRecords')}</summary>
        <h4>{t('audit.before')}</h4>
        <pre>{before || t('audit.none')}</pre>
        <h4>{t('audit.after')}</h4>
        <pre>{after || t('audit.none')}</pre>
      </details>
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('audit.close')}
        </button>
      </div>
    </Modal>
  );
}
