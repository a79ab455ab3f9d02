import { IconCheck } from '@nextlevel/design-system';
import styles from './Intro.module.css';
import { Section } from './Section';

const dayOne = [
  'A personal map of the skills you have and the ones in demand',
  'A learning path that fits around your life',
  'Progress you can prove to employers and clients',
];

/** product §2 "intro": who we are and why it matters now. */
export function Intro() {
  return (
    <Section id="intro" eyebrow="Who we are" title="Careers are built on skills now, not titles">
      <div className={styles.layout}>
        <div className={styles.copy}>
          <p>
            NextLevel is a technology and skills-development company. We exist because the way people build a career has changed faster than
            the way they learn. Degrees open doors; skills keep them open, and the skills that matter now have a shorter shelf life every
            year.
          </p>
          <p>
            We turn that pressure into a plan. Our platform reads the market, shows you where you stand and gives you a personal path to
            close the gap, with the tools, the data and the people to keep you moving, wherever in the world you are.
          </p>
        </div>
        <aside className={styles.panel} aria-labelledby="intro-day-one">
          <h3 id="intro-day-one" className={styles.panelTitle}>
            What you get on day one
          </h3>
          <ul className={styles.list}>
            {dayOne.map((item) => (
              <li key={item}>
                <span className={styles.check}>
                  <IconCheck size={16} />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </Section>
  );
}
