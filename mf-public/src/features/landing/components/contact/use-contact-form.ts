import { messages } from '@nextlevel/bff/contract';
import { useToast } from '@nextlevel/design-system';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { ContactInput, ContactSubmit } from './simulate-contact-submit';

/** What each field says when a submit finds it empty; the form says messages.validation.contactAllFields. */
const REQUIRED: Record<keyof ContactInput, string> = {
  firstName: messages.validation.firstNameRequired,
  lastName: messages.validation.lastNameRequired,
  email: messages.validation.emailRequired,
  message: messages.validation.messageRequired,
};
const FIELDS = Object.keys(REQUIRED) as (keyof ContactInput)[];

export type ContactErrors = Partial<Record<keyof ContactInput, string>>;

const emptyFields = (values: ContactInput): ContactErrors =>
  Object.fromEntries(FIELDS.filter((name) => !values[name].trim()).map((name) => [name, REQUIRED[name]]));

/**
 * The contact form's state machine: editing → (empty fields marked) | submitting → success (reset) | failure.
 * An empty submit is told on the form, not by a toast (issue #24.5-6): each empty field is marked,
 * the first one takes focus, and from then on a field's mark follows what it holds.
 * The fields keep their own values (the form reads them): what a visitor types into the
 * prerendered page, before or while it is hydrated, is in them when the live form takes over.
 */
export function useContactForm(submit: ContactSubmit) {
  const [errors, setErrors] = useState<ContactErrors | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ name: keyof ContactInput } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { toast } = useToast();

  const read = (): ContactInput => {
    const data = new FormData(formRef.current ?? undefined);
    return Object.fromEntries(FIELDS.map((name) => [name, String(data.get(name) ?? '')])) as unknown as ContactInput;
  };

  useEffect(() => {
    // After the render that marks the field, so its message is read with it.
    if (focusTarget) (formRef.current?.elements.namedItem(focusTarget.name) as HTMLElement | null)?.focus();
  }, [focusTarget]);

  const onChange = () => {
    if (errors) setErrors(emptyFields(read()));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const values = read();
    const empty = emptyFields(values);
    const first = FIELDS.find((name) => name in empty);
    if (first) {
      setErrors(empty);
      setFocusTarget({ name: first });
      return;
    }
    setErrors(null);
    setSubmitting(true);
    try {
      await submit(values);
      toast({ title: messages.success.contactTitle, description: messages.success.contact, variant: 'success' });
      formRef.current?.reset();
    } catch {
      toast({ title: messages.errors.title, description: messages.errors.contact, variant: 'error' });
    } finally {
      setSubmitting(false);
    }
  };

  return { errors: errors ?? {}, submitting, onChange, onSubmit, formRef };
}
