import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import styles from './PageHeader.module.css';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's one h1. */
  title: ReactNode;
  description?: ReactNode;
}

/** The top of a page: its h1 and a muted line under it. */
export const PageHeader = forwardRef<HTMLElement, PageHeaderProps>(function PageHeader({ title, description, className, ...rest }, ref) {
  return (
    <header ref={ref} className={cx(styles.header, className)} {...rest}>
      <h1 className={styles.title}>{title}</h1>
      {description ? <p className={styles.description}>{description}</p> : null}
    </header>
  );
});
