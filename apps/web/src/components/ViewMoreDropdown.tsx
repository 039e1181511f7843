// SPEC §2's "view more" dropdown on post lists: its label toggles it, choosing an item closes it and
// runs that item's action, a click (or tap) outside closes it. Escape closes it too and gives focus
// back to the label; arrow keys move between the items (WAI-ARIA menu button).
import { ChevronDown, MoreHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export interface ViewMoreItem {
  key: string;
  label: string;
  onSelect: () => void;
}

interface Props {
  /** The label's text; with `labelHidden` only screen readers hear it (a "more" icon button). */
  label: string;
  labelHidden?: boolean;
  items: ViewMoreItem[];
  testId?: string;
  align?: 'start' | 'end';
}

export function ViewMoreDropdown({ label, labelHidden = false, items, testId = 'view-more', align = 'end' }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent | MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('touchstart', outside as unknown as EventListener, { passive: true });
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('touchstart', outside as unknown as EventListener);
    };
  }, [open]);

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const choose = (item: ViewMoreItem) => {
    setOpen(false);
    button.current?.focus();
    item.onSelect();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: entries.length - 1 };
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key in moves) {
      event.preventDefault();
      entries[(moves[event.key]! + entries.length) % entries.length]?.focus();
    }
  };

  return (
    <div ref={root} className="relative inline-block" data-testid={testId}>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-control px-2 text-sm text-ink-muted hover:bg-sunken hover:text-ink"
        data-testid={`${testId}-label`}
      >
        {labelHidden ? (
          <>
            <MoreHorizontal aria-hidden className="size-5" />
            <span className="sr-only">{label}</span>
          </>
        ) : (
          <>
            {label}
            <ChevronDown aria-hidden className="size-4" />
          </>
        )}
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKey}
          className={`absolute z-30 mt-1 min-w-40 rounded-lg border border-line bg-surface py-1 shadow-lg ${align === 'end' ? 'right-0' : 'left-0'}`}
          data-testid={`${testId}-menu`}
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => choose(item)}
                className="block min-h-11 w-full px-4 text-left text-sm text-ink hover:bg-sunken focus:bg-sunken focus:outline-none"
                data-testid={`${testId}-${item.key}`}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
