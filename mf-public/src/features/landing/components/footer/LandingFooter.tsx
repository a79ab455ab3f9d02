import { companyLinks, serviceLinks, socialLinks } from '../../content/footer-links';
import type { FooterLink } from '../../content/footer-links';
import { Logo } from '../nav/Logo';
import styles from './LandingFooter.module.css';

/** product §9: the year the copyright line names. */
const COPYRIGHT_YEAR = 2025;

function LinkList({ title, links }: { title: string; links: readonly FooterLink[] }) {
  const headingId = `footer-${title.toLowerCase()}`;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map(({ label, href }) => (
          <li key={label}>
            <a href={href} className={styles.link}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** product §2: service and company links, four social icons, the copyright line. */
export function LandingFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.tagline}>Skills-based, global, digital and AI-aware learning for every stage of your career.</p>
          <ul className={styles.social}>
            {socialLinks.map(({ label, href, icon: Icon }) => (
              <li key={label}>
                <a href={href} className={styles.socialLink} aria-label={label}>
                  <Icon size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkList title="Services" links={serviceLinks} />
        <LinkList title="Company" links={companyLinks} />
      </div>
      <p className={styles.copyright}>© {COPYRIGHT_YEAR} NextLevel. All rights reserved.</p>
    </footer>
  );
}
