import { useTranslation } from '../../i18n/use-translation';
import { useFormat } from '../../lib/use-format';

interface Links {
  id: number;
  original_id: number | null;
  reversed_by: number | null;
  reason: string | null;
}

/** The anchor of an entry's row, so a reversal and its original link to each other. */
const entryAnchor = (id: number) => `entry-${id}`;

/**
 * Beside an entry: "Reversed by #12" (a link to the reversing entry) on a reversed original, "Reversal of
 * #7: reason" on a reversing entry, nothing on an ordinary one.
 */
export function ReversalNote({ entry }: { entry: Links }) {
  const { t } = useTranslation();
  const { digits } = useFormat();
  if (entry.reversed_by !== null)
    return (
      <span id={entryAnchor(entry.id)} className="reversal-note">
        <a href={`#${entryAnchor(entry.reversed_by)}`}>
          {t('reversal.reversedBy', { id: digits(entry.reversed_by) })}
        </a>
      </span>
    );
  if (entry.original_id !== null)
    return (
      <span id={entryAnchor(entry.id)} className="reversal-note">
        <a href={`#${entryAnchor(entry.original_id)}`}>
          {t('reversal.reversalOf', { id: digits(entry.original_id) })}
        </a>
        {entry.reason ? `: ${entry.reason}` : ''}
      </span>
    );
  return <span id={entryAnchor(entry.id)} />;
}
