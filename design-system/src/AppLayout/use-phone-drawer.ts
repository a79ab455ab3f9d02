import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the top bar and its drawer take over from the sidebar (AppLayout.module.css). */
export const PHONE_LAYOUT_QUERY = '(max-width: 767px)';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * The phone drawer as a modal (issue #24.13, as the landing's menu): opening moves the focus to
 * its first control, Tab and Shift+Tab go round the toggle and the drawer only, Escape closes it and
 * gives the focus back to the toggle. The caller makes the page behind `inert` while it is open.
 * The drawer closes by itself when the screen widens past the phone layout (its toggle is gone then).
 */
export function usePhoneDrawer() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((current) => !current), []);

  useEffect(() => {
    if (!open) return;
    const controls = () =>
      [toggleRef.current, ...(drawerRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(Boolean) as HTMLElement[];
    controls()[1]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const all = controls();
      const first = all[0];
      const last = all[all.length - 1];
      const at = document.activeElement;
      if (event.shiftKey ? at === first : at === last) {
        event.preventDefault();
        (event.shiftKey ? last : first)?.focus();
      } else if (!all.includes(at as HTMLElement)) {
        // The focus is somewhere the modal does not reach (the page behind was clicked): back inside.
        event.preventDefault();
        first?.focus();
      }
    };
    const onResize = () => {
      if (!window.matchMedia(PHONE_LAYOUT_QUERY).matches) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', onResize);
    };
  }, [open]);

  return { open, toggle, close, toggleRef, drawerRef };
}
