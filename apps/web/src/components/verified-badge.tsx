import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../i18n/use-translation';
import { useFormat } from '../lib/use-format';
import './verified-badge.css';

/**
 * The badge of a dealer who is a member of the society in good standing, with the day that was checked. The
 * badge is a disclosure button: one tap (or Enter, Space) opens a short explanation of what it certifies and
 * what it does not, with the link to the dealer's verification page; Escape closes it. The address and the
 * day come with the car in the stock answer (verify_path, verified_on), so a page of cards makes no extra
 * requests. A dealer without it shows nothing in its place: the badge says something, its absence does not.
 */
export function VerifiedBadge({
  path,
  dealer,
  checkedOn,
  inset = false,
}: {
  path: string | null | undefined;
  dealer: string;
  /** The Dhaka date the standing was checked (YYYY-MM-DD). */
  checkedOn?: string | null;
  /** In a card whose text has 12 px side gutters of its own (the similar cars of a gone car's page). */
  inset?: boolean;
}) {
  const { t } = useTranslation('public');
  const { date } = useFormat();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  if (!path) return null;
  const day = checkedOn ? date(checkedOn) : null;
  // Escape on the badge or in its explanation closes it and leaves the focus on the badge.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    <span className={inset ? 'verified-badge-box verified-badge-inset' : 'verified-badge-box'}>
      <button
        ref={button}
        type="button"
        className="verified-badge"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={closeOnEscape}
      >
        <span aria-hidden="true">✓</span> {t('stock.verified')}
        {day && <span className="verified-badge-day"> · {t('stock.verifiedOn', { date: day })}</span>}
        <span className="visually-hidden"> {t('stock.verifiedWhat', { dealer })}</span>
      </button>
      <span id={panelId} className="verified-badge-panel" hidden={!open}>
        <span className="verified-badge-text">
          {day
            ? t('stock.verifiedExplain', { dealer, date: day })
            : t('stock.verifiedExplainToday', { dealer })}{' '}
          {t('stock.verifiedNotCar')}
        </span>
        <Link to={path} onKeyDown={closeOnEscape}>
          {t('stock.verifiedOf', { dealer })}
        </Link>
      </span>
    </span>
  );
}
