import { useCallback, useEffect, useRef, useState } from 'react';
import { prerenderedPopoverOpen } from '../../prerendering';

/**
 * A disclosure menu for small screens: opening moves focus to the first item, Escape closes it
 * and returns focus to the toggle (WAI-ARIA disclosure navigation pattern); a tap outside closes it.
 * It starts open when the prerendered menu of the same id was open at the swap.
 */
export function useMobileMenu(menuId: string) {
  const [open, setOpen] = useState(() => prerenderedPopoverOpen(menuId));
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
