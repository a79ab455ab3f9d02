import { endpoints, messages } from '@nextlevel/bff/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ForgotPasswordPage from './ForgotPasswordPage';
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

afterEach(resetShell);

async function request(email = 'ada@example.com') {
  const view = renderWithShell(<ForgotPasswordPage />, { path: '/forgot-password' });
  await view.user.type(screen.getByLabelText(/^Email/), email);
  await view.user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  return view;
}

describe('ForgotPasswordPage', () => {
  it('has an email field, Send Reset Link and Back to Login', () => {
    renderWithShell(<ForgotPasswordPage />, { path: '/forgot-password' });
    expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
  });

  it('checks the address before sending', async () => {
    fakeNetwork();
    await request('nope');
    expect(screen.getAllByText(messages.validation.emailInvalid).length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    expect(sentRequests()).toEqual([]);
  });

  it('reads Sending... while pending', async () => {
    fakeNetwork(pending(endpoints.requestPasswordReset));
    await request();
    expect(((await screen.findByRole('button', { name: 'Sending...' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server message on success', async () => {
    fakeNetwork(reply(endpoints.requestPasswordReset, { message: messages.auth.resetRequested }));
    await request();
    expect((await screen.findByRole('status')).textContent).toContain(messages.auth.resetRequested);
    expect(bodySentTo(endpoints.requestPasswordReset)).toEqual({ email: 'ada@example.com' });
  });

  it('shows the server error in a red box', async () => {
    fakeNetwork(fails(endpoints.requestPasswordReset, 429, messages.auth.tooManyRequests));
    await request();
    expect((await screen.findByRole('alert')).textContent).toContain(messages.auth.tooManyRequests);
  });

  it('falls back to An error occurred. Please try again.', async () => {
    fakeNetwork(http.post(endpoints.requestPasswordReset.path, () => HttpResponse.error()));
    await request();
    expect((await screen.findByRole('alert')).textContent).toContain(messages.errors.generic);
  });
});
