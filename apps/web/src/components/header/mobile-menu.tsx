import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { trapTab } from '../../lib/focus-trap';
import { useAddress } from '../../lib/navigation';
import { NavLink } from '../nav-link';
import { groupIsActive, NAV_ITEMS, type NavGroupItem } from './nav-links';

/**
 * Below 1024 px: a menu button opens a menu that slides in over a backdrop. It behaves as a
 * modal: focus moves into it, Tab stays inside it, Escape or a click on the backdrop closes it and focus
 * returns to the menu button. Members and Committee expand as an accordion, one at a time.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<NavGroupItem['id'] | null>(null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useAddress();
  const wasOpen = useRef(false);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (open) {
      // Each time the menu opens, the group holding the current page is the one expanded.
      const current = NAV_ITEMS.find((item) => item.kind === 'group' && groupIsActive(item, pathname));
      setExpanded(current?.kind === 'group' ? current.id : null);
      wasOpen.current = true;
      closeRef.current?.focus();
      document.body.classList.add('menu-open'); // stops the page behind from scrolling
    } else if (wasOpen.current) {
      wasOpen.current = false;
      document.body.classList.remove('menu-open');
      // After a link was followed the layout moves focus to the new page; otherwise return it here.
      if (panelRef.current?.contains(document.activeElement) || document.activeElement === document.body)
        buttonRef.current?.focus();
    }
    return () => document.body.classList.remove('menu-open');
    // pathname is read only when the menu opens; a route change closes the menu anyway
  }, [open]);

  return (
    <div className="mobile-nav">
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('nav.openMenu')}
        onClick={() => setOpen(true)}
      >
        <span className="menu-icon" aria-hidden="true" />
      </button>
      <div
        className={`menu-backdrop${open ? ' open' : ''}`}
        aria-hidden="true"
        onClick={() => setOpen(false)}
      />
      <div
        ref={panelRef}
        id={panelId}
        className={`menu-panel${open ? ' open' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.mainNavigation')}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
          else if (event.key === 'Tab' && panelRef.current) trapTab(event, panelRef.current);
        }}
      >
        <button ref={closeRef} type="button" className="menu-close" onClick={() => setOpen(false)}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('nav.closeMenu')}</span>
        </button>
        <nav aria-label={t('nav.mainNavigation')}>
          <ul className="menu-list">
            {NAV_ITEMS.map((item) =>
              item.kind === 'link' ? (
                <li key={item.to}>
                  <NavLink to={item.to} onClick={() => setOpen(false)}>
                    {t(item.label)}
                  </NavLink>
                </li>
              ) : (
                <AccordionGroup
                  key={item.id}
                  group={item}
                  expanded={expanded === item.id}
                  active={groupIsActive(item, pathname)}
                  onToggle={() => setExpanded((current) => (current === item.id ? null : item.id))}
                  onNavigate={() => setOpen(false)}
                />
              ),
            )}
          </ul>
        </nav>
      </div>
    </div>
  );
}

interface AccordionProps {
  group: NavGroupItem;
  expanded: boolean;
  active: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

function AccordionGroup({ group, expanded, active, onToggle, onNavigate }: AccordionProps) {
  const { t } = useTranslation();
  const listId = useId();
  return (
    <li className={`accordion${expanded ? ' expanded' : ''}`}>
      <button
        type="button"
        className={`accordion-button${active ? ' active' : ''}`}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
      >
        {t(group.label)}
        <span className="caret" aria-hidden="true" />
      </button>
      <ul id={listId} hidden={!expanded}>
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} onClick={onNavigate}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
