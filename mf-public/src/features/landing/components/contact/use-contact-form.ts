import { messages } from '@nextlevel/bff/contract';
import { useToast } from '@nextlevel/design-system';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { prerenderedForm } from '../../prerendering';
import type { ContactInput, ContactSubmit } from './simulate-contact-submit';

const EMPTY: ContactInput = { firstName: '', lastName: '', email: '', message: '' };

/** What each field says when a submit finds it empty; the form says messages.validation.contactAllFields. */
const REQUIRED: Record<keyof ContactInput, string> = {
  firstName: messages.validation.firstNameRequired,
  lastName: messages.validation.lastNameRequired,
  email: messages.validation.emailRequired,
  message: messages.validation.messageRequired,
};

export type ContactErrors = Partial<Record<keyof ContactInput, string>>;

const isContactField = (name: string): name is keyof ContactInput => name in EMPTY;
const contactFields = (values: Record<string, string> = {}): Partial<ContactInput> =>
  Object.fromEntries(Object.entries(values).filter(([name]) => isContactField(name)));
const emptyFields = (values: ContactInput): ContactErrors =>
  Object.fromEntries(
    Object.entries(values).flatMap(([name, value]) => (value.trim() ? [] : [[name, REQUIRED[name as keyof ContactInput]]])),
  );

/**
 * The contact form's state machine: editing → (empty fields marked) | submitting → success (reset) | failure.
 * An empty submit is told on the form, not by a toast (issue #24.5-6): each empty field is marked,
 * the first one takes focus, and from then on a field's mark follows what it holds.
 * With `formId`, it starts from what the visitor typed into the prerendered form of that id.
 */
export function useContactForm(submit: ContactSubmit, formId?: string) {
  const [handoff] = useState(() => (formId ? prerenderedForm(formId) : null));
  const [values, setValues] = useState<ContactInput>(() => ({ ...EMPTY, ...contactFields(handoff?.values()) }));
  const [errors, setErrors] = useState<ContactErrors | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ name: keyof ContactInput } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { toast } = useToast();

  // The live page renders in slices while the visitor goes on typing into the prerendered form,
  // so its fields are read once more at the swap; a Send pressed meanwhile is sent now.
  useLayoutEffect(() => {
    if (!handoff?.take()) return;
    const latest = contactFields(handoff.values());
    // Before paint, so the swap shows the latest values at once: an update from outside React (the detached prerendered fields).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues((current) => ({ ...current, ...latest }));
    if (handoff.submitted()) setTimeout(() => formRef.current?.requestSubmit());
  }, [handoff]);

  useEffect(() => {
    // After the render that marks the field, so its message is read with it.
    if (focusTarget) (formRef.current?.elements.namedItem(focusTarget.name) as HTMLElement | null)?.focus();
  }, [focusTarget]);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    if (!isContactField(name)) return;
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors) setErrors(emptyFields(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const empty = emptyFields(values);
    const first = (Object.keys(EMPTY) as (keyof ContactInput)[]).find((name) => name in empty);
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
      setValues(EMPTY);
    } catch {
      toast({ title: messages.errors.title, description: messages.errors.contact, variant: 'error' });
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors: errors ?? {}, submitting, onChange, onSubmit, formRef };
}
