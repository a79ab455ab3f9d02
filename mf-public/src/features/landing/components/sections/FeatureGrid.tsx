import type { FeatureCard } from '../../content/types';
import styles from './cards.module.css';

interface FeatureGridProps {
  cards: readonly FeatureCard[];
  /** "bento" lays five cards out as two wide over three narrow on large screens. */
  layout?: 'even' | 'bento';
}

/** A grid of icon cards with a title and a short body. */
export function FeatureGrid({ cards, layout = 'even' }: FeatureGridProps) {
  return (
    <ul className={styles.grid} data-layout={layout}>
      {cards.map(({ title, body, icon: Icon }) => (
        <li key={title} className={styles.card}>
          <span className={styles.icon}>
            <Icon size={24} />
          </span>
          <h3 className={styles.cardTitle}>{title}</h3>
          <p className={styles.cardBody}>{body}</p>
        </li>
      ))}
    </ul>
  );
}
