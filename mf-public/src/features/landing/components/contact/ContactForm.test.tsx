import { CONTACT_MESSAGE_MAX, EMAIL_MAX, NAME_MAX } from '@nextlevel/bff/contract';
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

  it.each(Object.keys(fields) as (keyof typeof fields)[])(
    'with %s empty, shows the Validation Error toast and sends nothing',
    async (empty) => {
      const submit = vi.fn<ContactSubmit>(() => Promise.resolve());
      setup(submit);
      fillAll(empty);
      await send();
      await settle();
      expect(screen.getByText('Validation Error')).toBeTruthy();
      expect(screen.getByText('Please fill in all fields')).toBeTruthy();
      expect(submit).not.toHaveBeenCalled();
    },
  );

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
    expect(screen.getByText('Please fill in all fields')).toBeTruthy();
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
