import { endpoints, messages, type CurrentUser } from '@nextlevel/bff/contract';
import { useAuth } from '@nextlevel/shell/auth';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aMember,
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
import VerifyEmailPage, { VERIFY_REDIRECT_MS } from './VerifyEmailPage';

afterEach(resetShell);

const member = aMember();
const open = (query: string, user: CurrentUser | null = null) =>
  renderWithShell(<VerifyEmailPage />, { path: '/verify-email', route: `/verify-email${query}`, user });

describe('VerifyEmailPage', () => {
  it('shows Verifying Your Email while the check runs', async () => {
    fakeNetwork(pending(endpoints.verifyEmail));
    open('?token=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verifying Your Email' })).toBeTruthy();
  });

  it('signs the user in, says so, and goes to the member dashboard after VERIFY_REDIRECT_MS', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeNetwork(reply(endpoints.verifyEmail, { user: member, message: messages.auth.verified }));
    open('?token=t%2Bk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Verified!' })).toBeTruthy();
    expect(screen.getByText('Redirecting to your dashboard...')).toBeTruthy();
    expect(useAuth.getState().user).toEqual(member);
    expect(sentRequests().map(({ path }) => path)).toEqual(['/api/verify-email?token=t%2Bk']);
    // The fake clock also runs with real time (typing needs it), so the check before the redirect
    // leaves a wide margin for a busy machine.
    await act(() => vi.advanceTimersByTimeAsync(VERIFY_REDIRECT_MS / 2));
    expect(screen.queryByTestId('location')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(VERIFY_REDIRECT_MS / 2 + 200));
    expect(await findLocation()).toBe('/members/dashboard');
    expect(sentRequests()).toHaveLength(1);
  });

  it('a confirmed address change signs nobody in: says so with a Sign In link to /login and does not redirect', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeNetwork(reply(endpoints.verifyEmail, { message: messages.auth.emailChangeConfirmed }));
    open('?token=changed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Verified!' })).toBeTruthy();
    expect(screen.getByText(messages.auth.emailChangeConfirmed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByText('Redirecting to your dashboard...')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(VERIFY_REDIRECT_MS + 1000));
    expect(screen.queryByTestId('location')).toBeNull();
    expect(useAuth.getState().user).toBeNull();
  });

  it('#23.2 a sign-up link opened in another browser: Email Verified!, asks to sign in with a Sign In link to /login, and does not redirect or sign in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeNetwork(reply(endpoints.verifyEmail, { message: messages.auth.verifiedPleaseSignIn }));
    open('?token=elsewhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Verified!' })).toBeTruthy();
    expect(screen.getByText(messages.auth.verifiedPleaseSignIn)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByText('Redirecting to your dashboard...')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(VERIFY_REDIRECT_MS + 1000));
    expect(screen.queryByTestId('location')).toBeNull();
    expect(useAuth.getState().user).toBeNull();
  });

  it('#23.2 a signed-in visitor who opens a stranger’s link stays who they were', async () => {
    fakeNetwork(reply(endpoints.verifyEmail, { message: messages.auth.verifiedPleaseSignIn }));
    open('?token=strangers', member);
    expect(await screen.findByText(messages.auth.verifiedPleaseSignIn)).toBeTruthy();
    expect(useAuth.getState().user).toEqual(member);
  });

  it('#24.10 a link used before: Email Already Verified, not Verification Failed, with a Sign In link to /login; no redirect, nobody signed in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeNetwork(reply(endpoints.verifyEmail, { message: messages.auth.alreadyVerified, already_verified: true }));
    open('?token=used');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Already Verified' })).toBeTruthy();
    expect(screen.getByText(messages.auth.alreadyVerified)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    await act(() => vi.advanceTimersByTimeAsync(VERIFY_REDIRECT_MS + 1000));
    expect(screen.queryByTestId('location')).toBeNull();
    expect(useAuth.getState().user).toBeNull();
  });

  it('#24.10 a link used before, opened while signed in: Go to your dashboard, to the dashboard of the user’s own area', async () => {
    fakeNetwork(reply(endpoints.verifyEmail, { message: messages.auth.alreadyVerified, already_verified: true }));
    const { user } = open('?token=used', member);
    const link = await screen.findByRole('link', { name: 'Go to your dashboard' });
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    await user.click(link);
    expect(await findLocation()).toBe('/members/dashboard');
    expect(useAuth.getState().user).toEqual(member);
  });

  it('shows Verification Failed with the server error and both ways on', async () => {
    fakeNetwork(fails(endpoints.verifyEmail, 400, messages.auth.verificationInvalid));
    open('?token=used');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification Failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(messages.auth.verificationInvalid);
    expect(screen.getByRole('link', { name: 'Request New Verification Link' }).getAttribute('href')).toBe('/verification-pending');
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
    expect(useAuth.getState().user).toBeNull();
  });

  it('falls back to Verification failed when the server gives no reason', async () => {
    fakeNetwork(http.get(endpoints.verifyEmail.path, () => HttpResponse.error()));
    open('?token=x');
    expect((await screen.findByRole('alert')).textContent).toContain(messages.errors.verification);
  });

  it('says Invalid verification link without a token, and asks the server nothing', () => {
    fakeNetwork();
    open('');
    expect(screen.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(messages.auth.verificationMissingToken);
    expect(sentRequests()).toEqual([]);
  });
});
