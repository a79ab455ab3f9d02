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
    asChild = false,
    fullWidth = false,
    className,
    disabled,
    children,
    type,
    ...rest
  },
  ref,
) {
  const classes = cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className);
  if (asChild) {
    return (
      <Slot ref={ref} className={classes} {...rest}>
        {children}
      </Slot>
    );
  }
  return (
    <button ref={ref} type={type ?? 'button'} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
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
