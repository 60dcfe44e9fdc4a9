import { ChevronDown } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

interface DropdownProps {
  label: ReactNode;
  children: ReactNode;
  buttonClassName?: string;
  /** Which edge the panel lines up with. */
  align?: 'start' | 'end';
  /** Whether the button shows the arrow that says it opens. */
  chevron?: boolean;
  /** The panel's content is made only once it is first opened (it may fetch what it shows). */
  mountOnOpen?: boolean;
  /** Where the panel sits, instead of under the button at the aligned edge. */
  panelPosition?: string;
}

/**
 * A disclosure menu of links or buttons: Enter or Space opens it, the arrow keys move between
 * its items, Escape closes it and returns focus to the button; choosing an item or clicking
 * outside closes it too.
 */
export function Dropdown({
  label,
  children,
  buttonClassName,
  align = 'start',
  chevron = true,
  mountOnOpen = false,
  panelPosition,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes whenever the page changes.
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const items = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) setOpen(true);
    requestAnimationFrame(() => {
      const list = items();
      const at = list.indexOf(document.activeElement as HTMLElement);
      const next = event.key === 'ArrowDown' ? (at + 1) % list.length : (at - 1 + list.length) % list.length;
      list[at === -1 ? 0 : next]?.focus();
    });
  };

  // Choosing an item (a currency, say) is the end of the menu's job.
  const closeOnChoice = (event: React.MouseEvent) => {
    if ((event.target as Element).closest('[data-menu-item]')) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keys and clicks bubble up from the button and the items.
    <div ref={root} className="relative" onKeyDown={onKeyDown} onClick={closeOnChoice}>
      <button
        ref={button}
        type="button"
        className={buttonClassName ?? 'nav-link'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        {chevron ? (
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        ) : null}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`z-40 mt-2 min-w-52 rounded-xl border border-line bg-white p-2 shadow-lg ${
          panelPosition ?? `absolute top-full ${align === 'end' ? 'end-0' : 'start-0'}`
        }`}
      >
        {mountOnOpen && !opened ? null : children}
      </div>
    </div>
  );
}

/** Class for links and buttons inside a dropdown; they take part in its arrow-key movement. */
export const menuItemClass = 'menu-item';
