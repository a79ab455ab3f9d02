import styles from './NextSteps.module.css';

const steps = ['Check your email inbox', 'Click the verification link in the email', 'You will be logged in automatically'];

/** The three next steps of the verification-pending screen. */
export function NextSteps() {
  return (
    <section className={styles.box} aria-labelledby="next-steps-title">
      <h2 id="next-steps-title" className={styles.title}>
        Next steps
      </h2>
      <ol className={styles.list}>
        {steps.map((step, index) => (
          <li key={step} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </section>
  );
}
