import { Toast as ToastPrimitive } from 'radix-ui';
import { useLayoutEffect, useRef } from 'react';
import { IconClose } from '../Icons/icons';
import { cx } from '../utils/cx';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from './toast-config';
import { toastSide } from './toast-side';
import { dismiss } from './toast-store';
import { useToasts } from './use-toast';
import styles from './Toast.module.css';

/** The Radix part of the toasts (loaded with the first toast): the viewport and the toast raised by `toast()`. */
export function Toaster() {
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  const shown = toasts.find((t) => t.open);
  const cause = shown?.cause;
  // Placed before the toast is painted (a layout effect, then a ResizeObserver as Radix moves the
  // toast into the viewport), so it never shows over its cause first. Set on the element itself:
  // a re-render would come after the paint.
  useLayoutEffect(() => {
    const node = viewport.current;
    if (!node || !shown) return;
    const place = () => {
      const band = node.getBoundingClientRect();
      const view = { width: window.innerWidth, height: window.innerHeight };
      node.dataset.side = toastSide(cause?.getBoundingClientRect(), { width: band.width, height: band.height }, view);
    };
    place();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(place);
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown, cause]);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
          className={cx(styles.toast, styles[variant])}
        >
          <div className={styles.body}>
            <ToastPrimitive.Title className={styles.title}>{title}</ToastPrimitive.Title>
            {description ? <ToastPrimitive.Description className={styles.description}>{description}</ToastPrimitive.Description> : null}
          </div>
          <ToastPrimitive.Close className={styles.close} aria-label="Close">
            <IconClose size={16} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport ref={viewport} className={styles.viewport} data-side="top" hotkey={TOAST_HOTKEY} />
    </ToastPrimitive.Provider>
  );
}
