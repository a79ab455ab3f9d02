import { Toast as ToastPrimitive } from 'radix-ui';
import { IconClose } from '../Icons/icons';
import { cx } from '../utils/cx';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from './toast-config';
import { dismiss } from './toast-store';
import { useToasts } from './use-toast';
import styles from './Toast.module.css';

/** The Radix part of the toasts (loaded with the first toast): the viewport and the toast raised by `toast()`. */
export function Toaster() {
  const toasts = useToasts();
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
      <ToastPrimitive.Viewport className={styles.viewport} hotkey={TOAST_HOTKEY} />
    </ToastPrimitive.Provider>
  );
}
