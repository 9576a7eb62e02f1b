import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useAddress } from '../../lib/navigation';
import { NavLink } from '../nav-link';
import { groupIsActive, NAV_ITEMS, type NavGroupItem } from './nav-links';

/**
 * Desktop navigation (1024 px and wider): a list of links with two disclosure dropdowns (the WAI-ARIA
 * disclosure navigation pattern: a button with aria-expanded controlling a list of links). A dropdown
 * opens on click, Enter/Space or mouse hover, and closes on Escape (focus back on its button), on a
 * click or focus outside it, and after navigating.
 */
export function DesktopNav() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<NavGroupItem['id'] | null>(null);
  const { pathname } = useAddress();
  useEffect(() => setOpen(null), [pathname]);

  return (
    <nav className="desktop-nav" aria-label={t('nav.mainNavigation')}>
      <ul className="nav-list">
        {NAV_ITEMS.map((item) =>
          item.kind === 'link' ? (
            <li key={item.to}>
              <NavLink to={item.to}>{t(item.label)}</NavLink>
            </li>
          ) : (
            <DropdownGroup
              key={item.id}
              group={item}
              open={open === item.id}
              active={groupIsActive(item, pathname)}
              onOpenChange={(next) =>
                setOpen(next ? item.id : (current) => (current === item.id ? null : current))
              }
            />
          ),
        )}
      </ul>
    </nav>
  );
}

interface DropdownProps {
  group: NavGroupItem;
  open: boolean;
  active: boolean;
  onOpenChange: (open: boolean) => void;
}

function DropdownGroup({ group, open, active, onOpenChange }: DropdownProps) {
  const { t } = useTranslation();
  const listId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A mouse opens the dropdown on hover; the click that follows must not close it again.
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  return (
    <li
      ref={itemRef}
      className={`nav-group${open ? ' open' : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          onOpenChange(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!itemRef.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || open) return;
        openedByHover.current = true;
        onOpenChange(true);
      }}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onOpenChange(false)}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`nav-group-button${active ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          onOpenChange(openedByHover.current || !open);
          openedByHover.current = false;
        }}
      >
        {t(group.label)}
        <span className="caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="dropdown" hidden={!open}>
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{t(link.label)}</NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
