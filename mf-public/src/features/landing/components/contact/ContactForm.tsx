import { CONTACT_MESSAGE_MAX, EMAIL_MAX, NAME_MAX, messages } from '@nextlevel/bff/contract';
import { Alert, Button, Form, FormRow, TextField, Textarea } from '@nextlevel/design-system';
import styles from './ContactForm.module.css';
import { simulateContactSubmit } from './simulate-contact-submit';
import type { ContactSubmit } from './simulate-contact-submit';
import { useContactForm } from './use-contact-form';

const FORM_ID = 'contact-form';

interface ContactFormProps {
  /** How a message is sent; the page uses the simulated delay of product §4. */
  submit?: ContactSubmit;
}

/** The landing page's contact form (product §2, §4, §5, §8). */
export function ContactForm({ submit = simulateContactSubmit }: ContactFormProps) {
  const { errors, submitting, onChange, onSubmit, formRef } = useContactForm(submit);
  return (
    // Prerendered, it can be typed into, and hydrated, it keeps what was typed (useContactForm).
    // method="dialog" outside a dialog makes a native submit do nothing, so one pressed before
    // the scripts run neither reloads the page nor puts the fields in the URL.
    <Form
      spacing="compact"
      // The browser's own check stays on here: it is what holds the e-mail field to an address (product §5).
      noValidate={false}
      ref={formRef}
      id={FORM_ID}
      method="dialog"
      className={styles.card}
      aria-label="Contact us"
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormRow>
        <TextField
          label="First name"
          id="contact-first-name"
          name="firstName"
          autoComplete="given-name"
          maxLength={NAME_MAX}
          aria-required="true"
          error={errors.firstName}
          onChange={onChange}
        />
        <TextField
          label="Last name"
          id="contact-last-name"
          name="lastName"
          autoComplete="family-name"
          maxLength={NAME_MAX}
          aria-required="true"
          error={errors.lastName}
          onChange={onChange}
        />
      </FormRow>
      <TextField
        label="E-mail"
        id="contact-email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        aria-required="true"
        error={errors.email}
        onChange={onChange}
      />
      <Textarea
        label="Message"
        id="contact-message"
        name="message"
        rows={5}
        maxLength={CONTACT_MESSAGE_MAX}
        aria-required="true"
        error={errors.message}
        onChange={onChange}
      />
      {/* Told here, above Send, rather than by a toast that could cover it (issue #24.5). */}
      {Object.keys(errors).length > 0 ? (
        <Alert tone="error" title={messages.validation.title}>
          {messages.validation.contactAllFields}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" fullWidth busy={submitting} busyText="Submitting...">
        Send Message
      </Button>
    </Form>
  );
}
