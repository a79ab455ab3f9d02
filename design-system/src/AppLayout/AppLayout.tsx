import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { IconClose, IconMenu } from '../Icons/icons';
import { SkipLink } from '../SkipLink/SkipLink';
import { cx } from '../utils/cx';
import { UserBlock, type AppUser } from './UserBlock';
import { usePhoneDrawer } from './use-phone-drawer';
import styles from './AppLayout.module.css';

export interface AppLayoutProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  /** E.g. a router Link styled with SidebarLink, back to the public site. */
  backLink?: ReactNode;
  /** The area's navigation links (the consumer renders them, usually SidebarLinks). */
  nav?: ReactNode;
  /**
   * Who is signed in, with Sign Out. Left out (with the links) while the area is still on its
   * way: the frame then holds its place, so the page does not jump from blank to sidebar.
   */
  user?: AppUser;
  onSignOut?: () => Promise<void> | void;
}

/** The signed-in areas' frame: a sidebar on wide screens, a top bar with a menu toggle on phones. */
export const AppLayout = forwardRef<HTMLDivElement, AppLayoutProps>(function AppLayout(
  { title, backLink, nav, user, onSignOut, className, children, ...rest },
  ref,
) {
  const sidebarId = useId();
  const mainId = useId();
  const { open: menuOpen, toggle, close, toggleRef, drawerRef } = usePhoneDrawer();
  const hasMenu = Boolean(backLink || nav || user);
  return (
    <div ref={ref} className={cx(styles.layout, className)} {...rest}>
      <header className={styles.topbar}>
        {/* Behind the open drawer, as the page is: the drawer and its toggle are all there is then. */}
        <SkipLink targetId={mainId} inert={menuOpen} />
        <span className={styles.topTitle}>{title}</span>
        {hasMenu ? (
          <button
            ref={toggleRef}
            type="button"
            className={styles.menuToggle}
            aria-expanded={menuOpen}
            aria-controls={sidebarId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={toggle}
          >
            {menuOpen ? <IconClose size={22} /> : <IconMenu size={22} />}
          </button>
        ) : null}
      </header>
      <aside ref={drawerRef} id={sidebarId} className={cx(styles.sidebar, menuOpen && styles.sidebarOpen)} aria-label="Sidebar">
        <p className={styles.title}>{title}</p>
        {backLink ? <div className={styles.back}>{backLink}</div> : null}
        {/* A click on a link closes the phone menu; on wide screens it is always shown. */}
        {nav ? (
          <nav className={styles.nav} aria-label="Main" onClick={close}>
            {nav}
          </nav>
        ) : (
          <div className={styles.nav} />
        )}
        {user && onSignOut ? <UserBlock user={user} onSignOut={onSignOut} /> : null}
      </aside>
      <main id={mainId} tabIndex={-1} className={styles.main} inert={menuOpen}>
        {children}
      </main>
    </div>
  );
});
