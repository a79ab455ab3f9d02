import { endpoints, messages } from '@nextlevel/bff/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bodySentTo,
  fails,
  fakeNetwork,
  http,
  HttpResponse,
  pending,
  renderWithShell,
  reply,
  resetShell,
  sentRequests,
} from '@nextlevel/shell/testing';
import VerificationPendingPage from './VerificationPendingPage';

afterEach(resetShell);

const open = (query = '') =>
  renderWithShell(<VerificationPendingPage />, { path: '/verification-pending', route: `/verification-pending${query}` });

describe('VerificationPendingPage', () => {
  it('shows the address from the query, the three next steps and no email input', () => {
    open('?email=ada%40example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1Check your email inbox',
      '2Click the verification link in the email',
      '3You will be logged in automatically',
    ]);
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
  });

  it('resends to the address from the query and shows the returned message', async () => {
    fakeNetwork(reply(endpoints.resendVerification, { message: messages.auth.verificationSent }));
    const { user } = open('?email=ada%40example.com');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect((await screen.findByRole('status')).textContent).toContain(messages.auth.verificationSent);
    expect(bodySentTo(endpoints.resendVerification)).toEqual({ email: 'ada@example.com' });
  });

  it('asks for the address when the query has none, and requires it', async () => {
    fakeNetwork(reply(endpoints.resendVerification, { message: messages.auth.verificationSent }));
    const { user } = open();
    const input = screen.getByLabelText(/^Email/);
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(screen.getAllByText(messages.validation.emailRequired).length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(input);
    expect(sentRequests()).toEqual([]);
    await user.type(input, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect((await screen.findByRole('status')).textContent).toContain(messages.auth.verificationSent);
    expect(bodySentTo(endpoints.resendVerification)).toEqual({ email: 'ada@example.com' });
  });

  it('reads Sending... while pending', async () => {
    fakeNetwork(pending(endpoints.resendVerification));
    const { user } = open('?email=ada%40example.com');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(((await screen.findByRole('button', { name: 'Sending...' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a 429 message, and the product §8 fallback when there is none', async () => {
    fakeNetwork(fails(endpoints.resendVerification, 429, messages.auth.tooManyRequests));
    const { user } = open('?email=ada%40example.com');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.auth.tooManyRequests);

    fakeNetwork(http.post(endpoints.resendVerification.path, () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText(messages.errors.resend)).toBeTruthy();
  });
});
