import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import { Slot, Slottable } from '../utils/Slot';
import styles from './SidebarLink.module.css';

export interface SidebarLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Wrap a router link (e.g. react-router's NavLink); its aria-current="page" shows the active state. */
  asChild?: boolean;
  icon?: ReactNode;
}

/** A navigation link for the AppLayout sidebar. */
export const SidebarLink = forwardRef<HTMLAnchorElement, SidebarLinkProps>(function SidebarLink(
  { asChild = false, icon, className, children, ...rest },
  ref,
) {
  const classes = cx(styles.link, className);
  const iconNode = icon ? (
    <span className={styles.icon} aria-hidden="true">
      {icon}
    </span>
  ) : null;
  if (asChild) {
    // Slot merges our props into the child; Slottable marks where the child's own content goes.
    return (
      <Slot ref={ref} className={classes} {...rest}>
        {iconNode}
        <Slottable>{children}</Slottable>
      </Slot>
    );
  }
  return (
    <a ref={ref} className={classes} {...rest}>
      {iconNode}
      {children}
    </a>
  );
});
