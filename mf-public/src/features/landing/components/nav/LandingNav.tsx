import { IconClose, IconMenu, SkipLink } from '@nextlevel/design-system';
import { usePrerendering } from '../../prerendering';
import { navSections } from '../../content/sections';
import { AccountLinks } from './AccountLinks';
import styles from './LandingNav.module.css';
import { Logo } from './Logo';
import { useMobileMenu } from './use-mobile-menu';
import { useScrolledPast } from './use-scrolled-past';

const MENU_ID = 'landing-menu';
/** product §9: the bar turns to glass past this much scroll. */
const NAV_GLASS_SCROLL_PX = 50;

interface LandingNavProps {
  /** The id of the page's main content, which the skip link moves to. */
  mainId: string;
}

/** The fixed navigation bar: glass after 50 px of scroll (product §9), a disclosure menu on small screens. */
export function LandingNav({ mainId }: LandingNavProps) {
  const prerendering = usePrerendering();
  const glass = useScrolledPast(NAV_GLASS_SCROLL_PX);
  const { open, toggle, close, toggleRef, menuRef } = useMobileMenu(MENU_ID, prerendering);
  return (
    <header className={styles.header} data-glass={glass} data-open={open}>
      {/* Inside the banner, so it sits in a landmark whatever the host page puts before it (axe's region rule). */}
      <SkipLink targetId={mainId} />
      <nav className={styles.nav} aria-label="Main">
        <a href="#hero" className={styles.brand}>
          <Logo />
        </a>
        {prerendering ? (
          // Before the scripts run the menu is a popover: the toggle opens and closes it, and
          // Escape or a tap outside closes it, natively (the toggle's expanded state included).
          // The live menu starts open if it was (useMobileMenu); the icon follows in CSS.
          <button type="button" className={styles.toggle} aria-controls={MENU_ID} aria-label="Menu" popoverTarget={MENU_ID}>
            <span className={styles.iconMenu}>
              <IconMenu size={24} />
            </span>
            <span className={styles.iconClose}>
              <IconClose size={24} />
            </span>
          </button>
        ) : (
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
        )}
        <div id={MENU_ID} ref={menuRef} className={styles.menu} popover={prerendering ? 'auto' : undefined}>
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
