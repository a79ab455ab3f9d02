import { Button, TextField, Textarea } from '@nextlevel/design-system';
import { usePrerendering } from '../../../app/prerendering';
import styles from './ContactForm.module.css';
import { simulateContactSubmit } from './simulateContactSubmit';
import type { ContactSubmit } from './simulateContactSubmit';
import { useContactForm } from './useContactForm';

interface ContactFormProps {
  /** How a message is sent; the page uses the simulated delay of SPEC §4. */
  submit?: ContactSubmit;
}

/** The landing page's contact form (SPEC §2, §4, §5, §8). */
export function ContactForm({ submit = simulateContactSubmit }: ContactFormProps) {
  const prerendering = usePrerendering();
  const { values, submitting, onChange, onSubmit } = useContactForm(submit);
  return (
    // Prerendered, it stays inert until the live page replaces it: typing would be lost at the
    // swap, and a native submit would put the fields in the URL.
    <form className={styles.form} aria-label="Contact us" inert={prerendering} onSubmit={(event) => void onSubmit(event)}>
      <div className={styles.row}>
        <TextField label="First name" id="contact-first-name" name="firstName" autoComplete="given-name" aria-required="true" value={values.firstName} onChange={onChange} />
        <TextField label="Last name" id="contact-last-name" name="lastName" autoComplete="family-name" aria-required="true" value={values.lastName} onChange={onChange} />
      </div>
      <TextField label="E-mail" id="contact-email" name="email" type="email" autoComplete="email" aria-required="true" value={values.email} onChange={onChange} />
      <Textarea label="Message" id="contact-message" name="message" rows={5} aria-required="true" value={values.message} onChange={onChange} />
      <Button type="submit" size="lg" fullWidth busy={submitting} busyText="Submitting...">
        Send Message
      </Button>
    </form>
  );
}
