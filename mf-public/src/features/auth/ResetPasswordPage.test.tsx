import { endpoints, messages } from '@nextlevel/bff/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_REDIRECT_MS } from './components/ResetPasswordForm';
import ResetPasswordPage from './ResetPasswordPage';
import {
  bodySentTo,
  fails,
  fakeNetwork,
  findLocation,
  http,
  HttpResponse,
  pending,
  renderWithShell,
  reply,
  resetShell,
  sentRequests,
} from '@nextlevel/shell/testing';

afterEach(resetShell);

const open = (query = '?token=tok123') =>
  renderWithShell(<ResetPasswordPage />, { path: '/reset-password', route: `/reset-password${query}` });

async function submit(view: ReturnType<typeof open>, password = 'NewSecret9', confirm = password) {
  await view.user.type(screen.getByLabelText(/^New Password/), password);
  await view.user.type(screen.getByLabelText(/^Confirm Password/), confirm);
  await view.user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordPage', () => {
  it('has both password fields with their own toggles', async () => {
    const { user } = open();
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[1]!);
    expect(screen.getByLabelText(/^Confirm Password/).getAttribute('type')).toBe('text');
    expect(screen.getByLabelText(/^New Password/).getAttribute('type')).toBe('password');
  });

  it('without a token shows product §5 message and cannot be submitted', () => {
    open('');
    expect(screen.getByRole('alert').textContent).toContain(messages.validation.resetTokenMissing);
    expect((screen.getByRole('button', { name: 'Reset Password' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks length and the confirmation, the mismatch on the confirmation field', async () => {
    fakeNetwork();
    const view = open();
    await submit(view, 'short', 'short');
    expect(screen.getAllByText(messages.validation.resetPasswordMin).length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(screen.getByLabelText(/^New Password/));
    await view.user.type(screen.getByLabelText(/^New Password/), 'enough');
    const confirm = screen.getByLabelText(/^Confirm Password/);
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      messages.validation.passwordsDoNotMatch,
    );
    expect(sentRequests()).toEqual([]);
  });

  it('reads Resetting... while pending', async () => {
    fakeNetwork(pending(endpoints.resetPassword));
    await submit(open());
    expect(((await screen.findByRole('button', { name: 'Resetting...' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the message and goes to /login after RESET_REDIRECT_MS', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeNetwork(reply(endpoints.resetPassword, { message: messages.auth.resetDone }));
    await submit(open());
    expect((await screen.findByRole('status')).textContent).toContain(messages.auth.resetDone);
    expect(bodySentTo(endpoints.resetPassword)).toEqual({ token: 'tok123', newPassword: 'NewSecret9' });
    // The fake clock also runs with real time (typing needs it), so the check before the redirect
    // leaves a wide margin for a busy machine.
    await act(() => vi.advanceTimersByTimeAsync(RESET_REDIRECT_MS / 2));
    expect(screen.queryByTestId('location')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(RESET_REDIRECT_MS / 2 + 200));
    expect(await findLocation()).toBe('/login');
  });

  it('shows the server error in a red box, or the fallback', async () => {
    fakeNetwork(fails(endpoints.resetPassword, 400, messages.auth.resetInvalid));
    const view = open();
    await submit(view);
    expect((await screen.findByRole('alert')).textContent).toContain(messages.auth.resetInvalid);
    fakeNetwork(http.post(endpoints.resetPassword.path, () => HttpResponse.error()));
    await view.user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(messages.errors.generic)).toBeTruthy();
  });
});
