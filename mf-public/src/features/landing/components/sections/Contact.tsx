import { IconGlobe, IconMail, IconUsers } from '@nextlevel/design-system';
import { ContactForm } from '../contact/ContactForm';
import styles from './Contact.module.css';
import { Section } from './Section';
import { SectionCta } from './SectionCta';

const reasons = [
  { icon: IconMail, text: 'We reply to every message within two working days.' },
  { icon: IconUsers, text: 'Programmes for schools, universities and teams.' },
  { icon: IconGlobe, text: 'Partnerships with employers around the world.' },
];

/** product §2 "contact": a short pitch beside the contact form. */
export function Contact() {
  return (
    <Section id="contact" eyebrow="Contact" title="Let’s talk about your next level" closingCta={false}>
      <div className={styles.layout}>
        <div className={styles.aside}>
          <p className={styles.lead}>
            Questions about our programmes, a partnership idea or a team to upskill? Send us a message and a real person will get back to
            you.
          </p>
          <ul className={styles.reasons}>
            {reasons.map(({ icon: Icon, text }) => (
              <li key={text}>
                <span className={styles.icon}>
                  <Icon size={20} />
                </span>
                {text}
              </li>
            ))}
          </ul>
          <div className={styles.cta}>
            <p className={styles.ctaText}>Ready to begin on your own?</p>
            <SectionCta />
          </div>
        </div>
        <ContactForm />
      </div>
    </Section>
  );
}
