import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { cx } from '../utils/cx';
import { Slot } from '../utils/Slot';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true the button is disabled, marked aria-busy and shows `busyText` with a spinner. */
  busy?: boolean;
  busyText?: string;
  /**
   * While busy, stay focusable (aria-disabled, presses ignored) instead of disabled, so the focus
   * stays on the button: for a control pressed again and again, such as Refresh or Retry (issue #24.2).
   */
  busyFocusable?: boolean;
  /** Render the single child (e.g. a router Link) with the button's styles. */
  asChild?: boolean;
  fullWidth?: boolean;
}

/** The one button: variants and sizes are class names looked up from data. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    busy = false,
    busyText,
    busyFocusable = false,
    asChild = false,
    fullWidth = false,
    className,
    disabled,
    children,
    type,
    onClick,
    ...rest
  },
  ref,
) {
  const classes = cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className);
  if (asChild) {
    return (
      <Slot ref={ref} className={classes} onClick={onClick} {...rest}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || (busy && !busyFocusable)}
      aria-busy={busy || undefined}
      aria-disabled={busy && busyFocusable ? true : undefined}
      // A busy button that keeps the focus still does nothing (nor submits its form) when pressed.
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {busy ? (
        <>
          <Spinner size="sm" className={styles.spinner} />
          <span>{busyText ?? children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
});
