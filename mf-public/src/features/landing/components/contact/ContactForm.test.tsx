import { CONTACT_MESSAGE_MAX, EMAIL_MAX, NAME_MAX, messages } from '@nextlevel/bff/contract';
import { renderWithShell, resetShell } from '@nextlevel/shell/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm';
import { CONTACT_DELAY_MS, type ContactSubmit } from './simulate-contact-submit';

const fields = {
  'First name': 'Grace',
  'Last name': 'Hopper',
  'E-mail': 'grace@example.com',
  Message: 'Tell me about your programmes for teams.',
};

const setup = (submit?: ContactSubmit) =>
  renderWithShell(submit ? <ContactForm submit={submit} /> : <ContactForm />, { path: '/', queries: false });

// Values are set with change events: typing key by key is slow and adds nothing here.
const fillAll = (except?: keyof typeof fields) => {
  for (const [label, value] of Object.entries(fields)) {
    if (label !== except) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
};

// Testing Library's findBy* polls with timers, which are fake here: flush them explicitly instead.
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

const sendButton = () => screen.getByRole('button', { name: /Send Message|Submitting\.\.\./ });
const send = () => act(() => fireEvent.click(sendButton()));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(resetShell);

describe('ContactForm', () => {
  it('labels the four fields and makes the e-mail field of email type', () => {
    setup();
    for (const label of Object.keys(fields)) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('type')).toBe('email');
  });

  const required: Record<keyof typeof fields, string> = {
    'First name': messages.validation.firstNameRequired,
    'Last name': messages.validation.lastNameRequired,
    'E-mail': messages.validation.emailRequired,
    Message: messages.validation.messageRequired,
  };
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const errorOf = (label: string) => {
    const ids = field(label).getAttribute('aria-describedby') ?? '';
    return ids
      ? ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' ')
      : null;
  };
  const formMessage = () => screen.queryByRole('alert');

  it.each(Object.keys(fields) as (keyof typeof fields)[])(
    '#24.6 with %s empty, marks that field, focuses it, says so on the form and sends nothing',
    async (empty) => {
      const submit = vi.fn<ContactSubmit>(() => Promise.resolve());
      setup(submit);
      fillAll(empty);
      await send();
      await settle();
      expect(field(empty).getAttribute('aria-invalid')).toBe('true');
      expect(errorOf(empty)).toBe(required[empty]);
      for (const label of Object.keys(fields)) if (label !== empty) expect(field(label).hasAttribute('aria-invalid')).toBe(false);
      expect(document.activeElement).toBe(field(empty));
      expect(formMessage()?.textContent).toContain(messages.validation.title);
      expect(formMessage()?.textContent).toContain(messages.validation.contactAllFields);
      expect(submit).not.toHaveBeenCalled();
    },
  );

  it('#24.5 an empty submit raises no toast: the message is on the form, before Send Message', async () => {
    setup();
    await send();
    await settle();
    // A toast would say it a second time, outside the form.
    const [message, ...more] = screen.getAllByText(messages.validation.contactAllFields);
    expect(more).toEqual([]);
    expect(screen.getByRole('form', { name: 'Contact us' }).contains(message!)).toBe(true);
    expect(message!.compareDocumentPosition(sendButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('#24.6 on an empty form marks all four fields and focuses the first; each mark clears as its field is filled, the message once all are', async () => {
    setup();
    await send();
    await settle();
    for (const label of Object.keys(fields)) expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('First name'));
    fireEvent.change(field('First name'), { target: { value: 'Grace' } });
    expect(field('First name').hasAttribute('aria-invalid')).toBe(false);
    expect(errorOf('First name')).toBeNull();
    expect(field('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(formMessage()).not.toBeNull();
    // Emptied again, the field is marked again: after a submit the marks follow what the fields hold.
    fireEvent.change(field('First name'), { target: { value: ' ' } });
    expect(errorOf('First name')).toBe(required['First name']);
    fillAll();
    for (const label of Object.keys(fields)) expect(field(label).hasAttribute('aria-invalid')).toBe(false);
    expect(formMessage()).toBeNull();
  });

  it('leaves an e-mail that is no address to the browser, which keeps the form from sending', async () => {
    const submit = vi.fn<ContactSubmit>(() => Promise.resolve());
    setup(submit);
    fillAll();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'grace.example.com' } });
    await send();
    await settle();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).validity.typeMismatch).toBe(true);
    expect(submit).not.toHaveBeenCalled();
  });

  it('treats whitespace-only fields as empty', async () => {
    const submit = vi.fn<ContactSubmit>(() => Promise.resolve());
    setup(submit);
    fillAll('Message');
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '   ' } });
    await send();
    await settle();
    expect(errorOf('Message')).toBe(required.Message);
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows Submitting... for the simulated second, then the success toast, and resets the fields', async () => {
    setup();
    fillAll();
    await send();
    expect(sendButton().textContent).toContain('Submitting...');
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(CONTACT_DELAY_MS - 1));
    expect(sendButton().textContent).toContain('Submitting...');
    expect(screen.queryByText('Success!')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Success!')).toBeTruthy();
    expect(screen.getByText('Thank you for your interest! We will get back to you soon.')).toBeTruthy();
    expect(sendButton().textContent).toContain('Send Message');
    for (const label of Object.keys(fields)) expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
  });

  it('passes the four values to the submit function', async () => {
    const submit = vi.fn<ContactSubmit>(() => Promise.resolve());
    setup(submit);
    fillAll();
    await send();
    expect(submit).toHaveBeenCalledWith({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      message: 'Tell me about your programmes for teams.',
    });
  });

  it('on failure shows the Error toast and keeps what was typed', async () => {
    const submit = vi.fn<ContactSubmit>(() => Promise.reject(new Error('offline')));
    setup(submit);
    fillAll();
    await send();
    await settle();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(sendButton().textContent).toContain('Send Message');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Grace');
  });

  it("#23.6 names without a length cap: each field stops at the contract's cap, before scripts run too", () => {
    setup();
    const caps = { 'First name': NAME_MAX, 'Last name': NAME_MAX, 'E-mail': EMAIL_MAX, Message: CONTACT_MESSAGE_MAX };
    for (const [label, cap] of Object.entries(caps)) expect(screen.getByLabelText(label).getAttribute('maxlength')).toBe(String(cap));
  });
});
