import { Toast as ToastPrimitive } from 'radix-ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { IconClose } from '../Icons/icons';
import { cx } from '../utils/cx';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from './toast-config';
import { toastSide, type ToastSide } from './toast-side';
import { dismiss } from './toast-store';
import { useToasts } from './use-toast';
import styles from './Toast.module.css';

/** The Radix part of the toasts (loaded with the first toast): the viewport and the toast raised by `toast()`. */
export function Toaster() {
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  const [side, setSide] = useState<ToastSide>('top');
  const shown = toasts.find((t) => t.open);
  // Measured before the toast is painted, so it never shows over its cause first.
  useLayoutEffect(() => {
    const band = viewport.current?.getBoundingClientRect();
    if (!shown || !band) return;
    setSide(
      toastSide(
        shown.cause?.getBoundingClientRect(),
        { width: band.width, height: band.height },
        { width: window.innerWidth, height: window.innerHeight },
      ),
    );
  }, [shown]);
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
      <ToastPrimitive.Viewport ref={viewport} className={styles.viewport} data-side={side} hotkey={TOAST_HOTKEY} />
    </ToastPrimitive.Provider>
  );
}
