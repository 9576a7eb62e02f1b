import { useTranslation } from '../../i18n/use-translation';
import { useFormat } from '../../lib/use-format';

/** A solved complaint's answer and when it was given, the same on the members' and the visitors' desks. */
export function Solution({ solution, at }: { solution: string; at: string | null }) {
  const { t } = useTranslation('admin');
  const { moment } = useFormat();
  return (
    <div className="desk-solution">
      <p>
        <strong>{t('complaintsAdmin.solution')}:</strong> {solution}
      </p>
      {at && (
        <p className="desk-time">
          {t('complaintsAdmin.solvedAt')}: <time dateTime={at}>{moment(at)}</time>
        </p>
      )}
    </div>
  );
}
