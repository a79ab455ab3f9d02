import type { ReactNode } from 'react';
import type { SectionId } from '../../content/sections';
import styles from './Section.module.css';
import { SectionCta } from './SectionCta';

interface SectionProps {
  id: SectionId;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  tone?: 'plain' | 'tinted';
  /** False when the section places its own Enter / SIGN UP button (product §2: every section ends with one). */
  closingCta?: boolean;
  children: ReactNode;
}

/** One scroll section of the landing page: heading block, content, closing call to action. */
export function Section({ id, eyebrow, title, lead, tone = 'plain', closingCta = true, children }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section} data-tone={tone} tabIndex={-1}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </header>
        {children}
        {closingCta ? (
          <div className={styles.footer}>
            <SectionCta />
          </div>
        ) : null}
      </div>
    </section>
  );
}
