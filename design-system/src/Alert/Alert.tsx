import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { IconAlertTriangle, IconCheck, IconInfo } from '../Icons/icons';
import { cx } from '../utils/cx';
import styles from './Alert.module.css';

export type AlertTone = 'success' | 'error' | 'info';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone: AlertTone;
  title?: ReactNode;
  /** A control that answers the message, e.g. Retry; after the text. */
  action?: ReactNode;
}

// Errors interrupt (role="alert"); success and info wait politely (role="status").
const toneData = {
  success: { role: 'status', Icon: IconCheck },
  error: { role: 'alert', Icon: IconAlertTriangle },
  info: { role: 'status', Icon: IconInfo },
} as const;

/** An inline message block in one of three tones. */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert({ tone, title, action, className, children, ...rest }, ref) {
  const { role, Icon } = toneData[tone];
  return (
    <div ref={ref} role={role} className={cx(styles.alert, styles[tone], className)} {...rest}>
      <Icon size={20} className={styles.icon} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.text}>{children}</div> : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </div>
  );
});
