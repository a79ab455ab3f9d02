import { messages } from '@nextlevel/bff/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ForgotPasswordPage from './ForgotPasswordPage';
import { mockApi, never, renderWithShell, resetShell, sentBody } from '@nextlevel/shell/testing';

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
    const fetchMock = mockApi({});
    await request('nope');
    expect(screen.getAllByText(messages.validation.emailInvalid).length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads Sending... while pending', async () => {
    mockApi({ 'POST /api/request-password-reset': never });
    await request();
    expect(((await screen.findByRole('button', { name: 'Sending...' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server message on success', async () => {
    const fetchMock = mockApi({ 'POST /api/request-password-reset': { body: { message: messages.auth.resetRequested } } });
    await request();
    expect((await screen.findByRole('status')).textContent).toContain(messages.auth.resetRequested);
    expect(sentBody(fetchMock, 'POST /api/request-password-reset')).toEqual({ email: 'ada@example.com' });
  });

  it('shows the server error in a red box', async () => {
    mockApi({ 'POST /api/request-password-reset': { status: 429, body: { error: messages.auth.tooManyRequests } } });
    await request();
    expect((await screen.findByRole('alert')).textContent).toContain(messages.auth.tooManyRequests);
  });

  it('falls back to An error occurred. Please try again.', async () => {
    mockApi({ 'POST /api/request-password-reset': () => Promise.reject(new TypeError('Failed to fetch')) });
    await request();
    expect((await screen.findByRole('alert')).textContent).toContain(messages.errors.generic);
  });
});
