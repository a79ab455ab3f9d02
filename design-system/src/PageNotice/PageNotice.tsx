import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import styles from './PageNotice.module.css';

export interface PageNoticeProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's h1. */
  title: ReactNode;
  children: ReactNode;
  /** Where to go instead, e.g. a button-styled link. */
  action?: ReactNode;
}

/** A whole page that only says something, centred: a page that is not there, or not yet. */
export const PageNotice = forwardRef<HTMLElement, PageNoticeProps>(function PageNotice(
  { title, children, action, className, ...rest },
  ref,
) {
  return (
    <section ref={ref} className={cx(styles.page, className)} {...rest}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{children}</p>
      {action}
    </section>
  );
});
