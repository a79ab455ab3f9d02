import { IconClose, IconMenu } from '@nextlevel/design-system';
import { NAV_GLASS_SCROLL_PX } from '@nextlevel/bff/contract';
import { navSections } from '../content/sections';
import { AccountLinks } from './AccountLinks';
import styles from './LandingNav.module.css';
import { Logo } from './Logo';
import { useMobileMenu } from './useMobileMenu';
import { useScrolledPast } from './useScrolledPast';

const MENU_ID = 'landing-menu';

/** The fixed navigation bar: glass after 50 px of scroll (SPEC §9), a disclosure menu on small screens. */
export function LandingNav() {
  const glass = useScrolledPast(NAV_GLASS_SCROLL_PX);
  const { open, toggle, close, toggleRef, menuRef } = useMobileMenu();
  return (
    <header className={styles.header} data-glass={glass} data-open={open}>
      <nav className={styles.nav} aria-label="Main">
        <a href="#hero" className={styles.brand}>
          <Logo />
        </a>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label="Menu"
          onClick={toggle}
        >
          {open ? <IconClose size={24} /> : <IconMenu size={24} />}
        </button>
        <div id={MENU_ID} ref={menuRef} className={styles.menu}>
          <ul className={styles.links}>
            {navSections.map(({ id, label }) => (
              <li key={id}>
                <a href={`#${id}`} className={styles.link} onClick={close}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
          <AccountLinks onNavigate={close} />
        </div>
      </nav>
    </header>
  );
}
