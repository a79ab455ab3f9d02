import { messages } from '@nextlevel/bff/contract';
import { useToast } from '@nextlevel/design-system';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { prerenderedForm } from '../../prerendering';
import type { ContactInput, ContactSubmit } from './simulate-contact-submit';

const EMPTY: ContactInput = { firstName: '', lastName: '', email: '', message: '' };

const isContactField = (name: string): name is keyof ContactInput => name in EMPTY;
const contactFields = (values: Record<string, string> = {}): Partial<ContactInput> =>
  Object.fromEntries(Object.entries(values).filter(([name]) => isContactField(name)));

/**
 * The contact form's state machine: editing → (validation toast) | submitting → success (reset) | failure.
 * With `formId`, it starts from what the visitor typed into the prerendered form of that id.
 */
export function useContactForm(submit: ContactSubmit, formId?: string) {
  const [handoff] = useState(() => (formId ? prerenderedForm(formId) : null));
  const [values, setValues] = useState<ContactInput>(() => ({ ...EMPTY, ...contactFields(handoff?.values()) }));
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

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    if (isContactField(name)) setValues((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (Object.values(values).some((value) => value.trim() === '')) {
      toast({ title: messages.validation.title, description: messages.validation.contactAllFields, variant: 'error' });
      return;
    }
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

  return { values, submitting, onChange, onSubmit, formRef };
}
