import { statistics } from '../../content/statistics';
import { Section } from './Section';
import styles from './TheNumbers.module.css';

/** product §2 "the-numbers": the six statistics of §9, each with its source. */
export function TheNumbers() {
  return (
    <Section
      id="the-numbers"
      tone="tinted"
      eyebrow="The numbers"
      title="The data behind the shift"
      lead="The skills that got you here will not be the ones that get you there. The research agrees."
    >
      <ul className={styles.grid}>
        {statistics.map(({ value, label, source }) => (
          <li key={value} className={styles.stat}>
            <p className={styles.value}>{value}</p>
            <p className={styles.label}>{label}</p>
            <p className={styles.source}>Source: {source}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
