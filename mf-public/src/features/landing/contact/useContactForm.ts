import { messages } from '@nextlevel/bff/contract';
import { useToast } from '@nextlevel/design-system';
import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import type { ContactInput, ContactSubmit } from './simulateContactSubmit';

const EMPTY: ContactInput = { firstName: '', lastName: '', email: '', message: '' };

// SPEC §5 and §8 name these toast titles; the catalogue holds the descriptions.
const VALIDATION_TITLE = 'Validation Error';
const FAILURE_TITLE = 'Error';

const isContactField = (name: string): name is keyof ContactInput => name in EMPTY;

/** The contact form's state machine: editing → (validation toast) | submitting → success (reset) | failure. */
export function useContactForm(submit: ContactSubmit) {
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const { toast } = useToast();

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    if (isContactField(name)) setValues((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (Object.values(values).some((value) => value.trim() === '')) {
      toast({ title: VALIDATION_TITLE, description: messages.validation.contactAllFields, variant: 'error' });
      return;
    }
    setSubmitting(true);
    try {
      await submit(values);
      toast({ title: messages.success.contactTitle, description: messages.success.contact, variant: 'success' });
      setValues(EMPTY);
    } catch {
      toast({ title: FAILURE_TITLE, description: messages.errors.contact, variant: 'error' });
    } finally {
      setSubmitting(false);
    }
  };

  return { values, submitting, onChange, onSubmit };
}
