import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { SectionId } from '../../components/dashboard-section';
import { useTranslation } from '../../i18n/use-translation';
import { useAddress, useNavigate } from '../../lib/navigation';
import './member-dashboard.css';

export interface DashboardTab {
  id: SectionId;
  /** The tab's name, already translated. */
  label: string;
  render(): ReactNode;
}

/** The section a hash names, or the first (the dues) when it names none. */
function sectionOf(hash: string, tabs: readonly DashboardTab[]): SectionId | undefined {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return (tabs.find((tab) => tab.id === id) ?? tabs[0])?.id;
}

/**
 * The dashboard's sections as tabs (the WAI-ARIA tabs pattern), every one of them in view: one bar on a desk,
 * a few short lines of chips on a phone, above the dues, so each section is one tap from the top and nothing
 * scrolls sideways. The tabs are links to the sections' hashes: a link such as
 * /MemberDashboard#complaints opens that section, each tap is a history entry so Back returns to the previous
 * section, and without a hash the first tab (the dues) is open. Arrow keys, Home and End move between the tabs
 * in the order they are seen; Enter or Space opens one. A section is built the first time it is opened and then
 * kept, so a half-filled form survives a look at another tab.
 */
export function DashboardTabs({ tabs }: { tabs: readonly DashboardTab[] }) {
  const { t } = useTranslation('member');
  const { pathname, hash } = useAddress();
  const navigate = useNavigate();
  const selected = sectionOf(hash, tabs);
  const [opened, setOpened] = useState<ReadonlySet<SectionId | undefined>>(() => new Set([selected]));
  const tabRefs = useRef(new Map<SectionId, HTMLAnchorElement>());
  const panelRefs = useRef(new Map<SectionId, HTMLDivElement>());
  // Whether the next change of section comes from the tabs themselves (which keep the focus on the tab).
  const fromTabs = useRef(false);
  const shown = useRef<SectionId | undefined>(hash.length > 1 ? undefined : selected);

  useEffect(() => {
    setOpened((current) => (current.has(selected) ? current : new Set(current).add(selected)));
  }, [selected]);

  // Someone who followed a link to a section (from another page, a link in this one, Back or Forward) starts
  // inside it, so the next Tab continues there; a tab that was tapped or chosen by key keeps the focus.
  useEffect(() => {
    if (shown.current === selected) return;
    shown.current = selected;
    if (fromTabs.current) fromTabs.current = false;
    else if (selected) panelRefs.current.get(selected)?.focus();
  }, [selected]);

  const open = (id: SectionId) => {
    if (id === selected) return;
    fromTabs.current = true;
    // The section's hash on this path (a query such as a payment's result is left behind, as before).
    navigate(`${pathname}#${id}`);
  };

  // The tabs in the order they are seen, line by line (the bar wraps, on a phone into a few short lines).
  const inView = () =>
    tabs
      .map((tab) => ({ tab, box: tabRefs.current.get(tab.id)?.getClientRects()[0] }))
      .filter((entry) => entry.box !== undefined)
      .sort((a, b) => Math.round(a.box!.top - b.box!.top) || a.box!.left - b.box!.left)
      .map((entry) => entry.tab);

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, id: SectionId) => {
    const row = inView();
    const index = Math.max(
      0,
      row.findIndex((tab) => tab.id === id),
    );
    const last = row.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next !== undefined) {
      event.preventDefault();
      const target = row[next];
      if (target) tabRefs.current.get(target.id)?.focus();
    } else if (event.key === ' ') {
      // A link opens on Enter by itself; a tab opens on Space too.
      event.preventDefault();
      open(id);
    }
  };

  return (
    <div className="dash-tabs">
      <div className="dash-tabbar">
        <div className="dash-tablist" role="tablist" aria-label={t('dashboard.nav.label')}>
          {tabs.map((tab) => {
            const isSelected = tab.id === selected;
            return (
              <a
                key={tab.id}
                ref={(element) => {
                  if (element) tabRefs.current.set(tab.id, element);
                  else tabRefs.current.delete(tab.id);
                }}
                id={`tab-${tab.id}`}
                href={`#${tab.id}`}
                role="tab"
                aria-selected={isSelected}
                aria-controls={`panel-${tab.id}`}
                tabIndex={isSelected ? 0 : -1}
                className="dash-tab"
                onClick={(event) => {
                  event.preventDefault();
                  open(tab.id);
                }}
                onKeyDown={(event) => onKeyDown(event, tab.id)}
              >
                {tab.label}
              </a>
            );
          })}
        </div>
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          ref={(element) => {
            if (element) panelRefs.current.set(tab.id, element);
            else panelRefs.current.delete(tab.id);
          }}
          id={`panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`tab-${tab.id}`}
          className="dash-panel"
          hidden={tab.id !== selected}
          tabIndex={-1}
        >
          {opened.has(tab.id) && tab.render()}
        </div>
      ))}
    </div>
  );
}
