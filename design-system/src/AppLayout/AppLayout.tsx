import { forwardRef, useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { IconClose, IconMenu } from '../Icons/icons';
import { SkipLink } from '../SkipLink/SkipLink';
import { cx } from '../utils/cx';
import { UserBlock, type AppUser } from './UserBlock';
import styles from './AppLayout.module.css';

export interface AppLayoutProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  /** E.g. a router Link styled with SidebarLink, back to the public site. */
  backLink: ReactNode;
  /** The area's navigation links (the consumer renders them, usually SidebarLinks). */
  nav: ReactNode;
  user: AppUser;
  onSignOut: () => Promise<void> | void;
}

/** The signed-in areas' frame: a sidebar on wide screens, a top bar with a menu toggle on phones. */
export const AppLayout = forwardRef<HTMLDivElement, AppLayoutProps>(function AppLayout(
  { title, backLink, nav, user, onSignOut, className, children, ...rest },
  ref,
) {
  const [menuOpen, setMenuOpen] = useState(false);
  const sidebarId = useId();
  const mainId = useId();
  return (
    <div ref={ref} className={cx(styles.layout, className)} {...rest}>
      <header className={styles.topbar}>
        <SkipLink targetId={mainId} />
        <span className={styles.topTitle}>{title}</span>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <IconClose size={22} /> : <IconMenu size={22} />}
        </button>
      </header>
      <aside id={sidebarId} className={cx(styles.sidebar, menuOpen && styles.sidebarOpen)} aria-label="Sidebar">
        <p className={styles.title}>{title}</p>
        <div className={styles.back}>{backLink}</div>
        {/* A click on a link closes the phone menu; on wide screens it is always shown. */}
        <nav className={styles.nav} aria-label="Main" onClick={() => setMenuOpen(false)}>
          {nav}
        </nav>
        <UserBlock user={user} onSignOut={onSignOut} />
      </aside>
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
});
