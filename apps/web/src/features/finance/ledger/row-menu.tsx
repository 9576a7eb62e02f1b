import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface RowMenuItem {
  id: string;
  label: string;
  onSelect(): void;
}

interface RowMenuProps {
  id: string;
  /** Names the menu for screen readers ("Actions for Office rent, 4 March 2025"). */
  label: string;
  /** Where the menu opens, in viewport coordinates: the pointer, or under the row's button. */
  at: { x: number; y: number };
  items: readonly RowMenuItem[];
  /** The row's button that opened the menu (or stands for the row): focus goes back to it. */
  opener: HTMLElement;
  onClose(): void;
}

const WIDTH = 160;
const MARGIN = 8;

/**
 * A row's menu (Update, Delete): 160 px wide at the pointer (right-click) or under the row's button, kept
 * inside the window. It takes focus when it opens; the arrow keys, Home and End move between the items,
 * Escape closes it and gives focus back to the row's button, Tab or a click elsewhere closes it.
 */
export function RowMenu({ id, label, at, items, opener, onClose }: RowMenuProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState({ left: at.x, top: at.y });
  const latest = useRef({ onClose, opener });
  latest.current = { onClose, opener };
  const close = (restoreFocus: boolean) => {
    if (restoreFocus) latest.current.opener.focus();
    latest.current.onClose();
  };

  // Measure before paint, so a menu opened near the right or bottom edge opens inside the window instead.
  useLayoutEffect(() => {
    const height = ref.current?.offsetHeight ?? 0;
    setPosition({
      left: Math.max(MARGIN, Math.min(at.x, window.innerWidth - WIDTH - MARGIN)),
      top: Math.max(MARGIN, Math.min(at.y, window.innerHeight - height - MARGIN)),
    });
    ref.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
  }, [at.x, at.y]);

  useEffect(() => {
    const inside = (event: Event) => ref.current?.contains(event.target as Node) === true;
    // A press on the opener is left to its own click, which closes the menu (a toggle).
    const outside = (event: PointerEvent) => {
      if (!inside(event) && !latest.current.opener.contains(event.target as Node)) latest.current.onClose();
    };
    // A menu at fixed coordinates would drift away from its row: it closes once scrolling or resizing has
    // moved the row. (Not on every scroll event: one left over from bringing the button into view, fired
    // after the menu opened, would close it at once.)
    const start = latest.current.opener.getBoundingClientRect();
    const away = (event: Event) => {
      if (inside(event)) return;
      const now = latest.current.opener.getBoundingClientRect();
      if (Math.abs(now.left - start.left) > 2 || Math.abs(now.top - start.top) > 2) latest.current.onClose();
    };
    document.addEventListener('pointerdown', outside, true);
    window.addEventListener('scroll', away, true);
    window.addEventListener('resize', away);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      window.removeEventListener('scroll', away, true);
      window.removeEventListener('resize', away);
    };
  }, []);

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const last = buttons.length - 1;
    const next: Record<string, number> = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (event.key in next) {
      event.preventDefault();
      buttons[next[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  return (
    <div
      ref={ref}
      id={id}
      role="menu"
      aria-label={label}
      className="row-menu"
      style={{ left: position.left, top: position.top, width: WIDTH }}
      onKeyDown={move}
    >
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="row-menu-item"
          onClick={() => {
            // Focus is back on the row's button before a dialog opens, so the dialog returns it there.
            close(true);
            item.onSelect();
          }}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
