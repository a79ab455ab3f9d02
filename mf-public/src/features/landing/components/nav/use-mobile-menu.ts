import { useCallback, useEffect, useRef, useState } from 'react';

/** Whether the popover with this id is open (the prerendered menu, decision 005). */
function popoverOpen(id: string): boolean {
  try {
    return document.getElementById(id)?.matches(':popover-open') ?? false;
  } catch {
    return false; // a browser without the Popover API: the prerendered menu could not open
  }
}

/**
 * A disclosure menu for small screens: opening moves focus to the first item, Escape closes it
 * and returns focus to the toggle (WAI-ARIA disclosure navigation pattern); a tap outside closes it.
 * While `prerendering` the menu is the browser's popover; when that ends (the page is hydrated,
 * decision 023) the live menu takes over, open if the visitor had opened the popover.
 */
export function useMobileMenu(menuId: string, prerendering: boolean) {
  const [open, setOpen] = useState(false);
  const [wasPrerendering, setWasPrerendering] = useState(prerendering);
  if (wasPrerendering !== prerendering) {
    setWasPrerendering(prerendering);
    // Read before this render commits, which takes the popover attribute (and with it the open popover) away.
    if (!prerendering) setOpen(popoverOpen(menuId));
  }
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((current) => !current), []);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    // A tap outside the menu and its toggle dismisses it, as it would a popover.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (menuRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return { open, toggle, close, toggleRef, menuRef };
}
