import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import styles from './Page.module.css';

export type PageWidth = 'full' | 'wide' | 'narrow';

export interface PageProps extends HTMLAttributes<HTMLDivElement> {
  /** `full` for lists, tables and dashboards; `wide` (860 px) for a form or a reading column; `narrow` (760 px) for a short form. */
  width?: PageWidth;
}

/** A screen in an area: its PageHeader, then its sections, one under another at the page's rhythm. */
export const Page = forwardRef<HTMLDivElement, PageProps>(function Page({ width = 'full', className, ...rest }, ref) {
  return <div ref={ref} className={cx(styles.page, styles[width], className)} {...rest} />;
});
