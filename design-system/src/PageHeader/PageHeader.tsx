import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import styles from './PageHeader.module.css';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's one h1. */
  title: ReactNode;
  description?: ReactNode;
  /** What acts on the whole page (an Add button, a date range): at the header's end, under the title when narrow. */
  actions?: ReactNode;
}

/** The top of a page: its h1, a muted line under it, and the page's own actions beside them. */
export const PageHeader = forwardRef<HTMLElement, PageHeaderProps>(function PageHeader(
  { title, description, actions, className, ...rest },
  ref,
) {
  const text = (
    <>
      <h1 className={styles.title}>{title}</h1>
      {description ? <p className={styles.description}>{description}</p> : null}
    </>
  );
  return (
    <header ref={ref} className={cx(styles.header, actions ? styles.withActions : null, className)} {...rest}>
      {actions ? (
        <>
          <div>{text}</div>
          <div className={styles.actions}>{actions}</div>
        </>
      ) : (
        text
      )}
    </header>
  );
});
