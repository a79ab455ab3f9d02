import { steps } from '../../content/steps';
import styles from './GetStarted.module.css';
import { Section } from './Section';

/** product §2 "get-started": Decide, Sign Up in 30 seconds, Start. */
export function GetStarted() {
  return (
    <Section
      id="get-started"
      tone="tinted"
      eyebrow="Get started"
      title="Three steps to your next level"
      lead="No long forms, no waiting lists, no credit card."
    >
      <ol className={styles.steps}>
        {steps.map(({ title, body }, index) => (
          <li key={title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>{title}</h3>
            <p className={styles.body}>{body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
