import { IconCheck } from '@nextlevel/design-system';
import { audiences } from '../../content/audiences';
import cards from './cards.module.css';
import { Section } from './Section';
import styles from './WhoAreYou.module.css';

/** product §2 "who-are-you": student, early career, mid-career. */
export function WhoAreYou() {
  return (
    <Section
      id="who-are-you"
      eyebrow="Who are you?"
      title="Wherever you are, there is a next level"
      lead="Pick your starting point. Your path, your pace and your milestones adapt to where you are today."
    >
      <ul className={cards.grid}>
        {audiences.map(({ title, body, icon: Icon, points }) => (
          <li key={title} className={`${cards.card} ${styles.card}`}>
            <span className={cards.icon}>
              <Icon size={24} />
            </span>
            <h3 className={cards.cardTitle}>{title}</h3>
            <p className={cards.cardBody}>{body}</p>
            <ul className={styles.points}>
              {points.map((point) => (
                <li key={point}>
                  <IconCheck size={16} />
                  {point}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
