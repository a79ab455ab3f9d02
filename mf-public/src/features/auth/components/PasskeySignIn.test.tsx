import { endpoints, messages, passkeyMessages, type ErrorResponse } from '@nextlevel/bff/contract';
import { useAuth } from '@nextlevel/shell/auth';
import {
  aMember,
  bodySentTo,
  fails,
  fakeNetwork,
  http,
  HttpResponse,
  findLocation,
  renderWithShell,
  reply,
  resetShell,
  sentRequests,
} from '@nextlevel/shell/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '../LoginPage';

// A browser with WebAuthn, faked at its edge: `navigator.credentials.get` answers as an authenticator
// does (ArrayBuffers), and SimpleWebAuthn's browser package turns that into the JSON the bff takes.
const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const b64u = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fakeCredential = {
  id: b64u('cred-1'),
  rawId: bytes('cred-1'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: { clientDataJSON: bytes('{}'), authenticatorData: bytes('auth'), signature: bytes('sig'), userHandle: bytes('user') },
  getClientExtensionResults: () => ({}),
};

const withWebAuthn = ({ autofill = false, get }: { autofill?: boolean; get: (options: CredentialRequestOptions) => Promise<unknown> }) => {
  const PublicKeyCredential = Object.assign(function PublicKeyCredential() {}, {
    isConditionalMediationAvailable: () => Promise.resolve(autofill),
  });
  vi.stubGlobal('PublicKeyCredential', PublicKeyCredential);
  const spy = vi.fn(get);
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get: spy, create: vi.fn() } });
  return spy;
};

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
  resetShell();
});

const options = { challenge: b64u('challenge'), rpId: 'localhost', allowCredentials: [], userVerification: 'required' };

describe('LoginPage: sign in with a passkey (issue #27 item 2)', () => {
  it('offers saved passkeys in the e-mail field (autocomplete "username webauthn") and a button', () => {
    renderWithShell(<LoginPage />, { path: '/login' });
    expect(screen.getByLabelText(/^Email/).getAttribute('autocomplete')).toBe('username webauthn');
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeTruthy();
  });

  it('the button signs in: options, the browser ceremony, then the same { user } and redirect as a password', async () => {
    fakeNetwork(reply(endpoints.passkeySignInOptions, options), reply(endpoints.passkeySignIn, { user: aMember() }));
    const get = withWebAuthn({ get: () => Promise.resolve(fakeCredential) });
    const { user } = renderWithShell(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await findLocation()).toBe('/members/dashboard');
    expect(get.mock.calls[0]?.[0].mediation).toBeUndefined();
    expect(bodySentTo(endpoints.passkeySignIn)).toEqual({
      assertion: expect.objectContaining({
        id: b64u('cred-1'),
        rawId: b64u('cred-1'),
        type: 'public-key',
        response: expect.objectContaining({ signature: b64u('sig') }),
      }),
    });
    expect(useAuth.getState().user?.category).toBe('Member');
  });

  it('with autofill available, asks the browser for a conditional request as the page opens, and signs in with its pick', async () => {
    fakeNetwork(reply(endpoints.passkeySignInOptions, options), reply(endpoints.passkeySignIn, { user: aMember() }));
    const get = withWebAuthn({ autofill: true, get: () => Promise.resolve(fakeCredential) });
    renderWithShell(<LoginPage />, { path: '/login' });
    expect(await findLocation()).toBe('/members/dashboard');
    expect(get.mock.calls[0]?.[0].mediation).toBe('conditional');
  });

  it('ends the waiting autofill request when the password form is sent, and says nothing of it', async () => {
    fakeNetwork(reply(endpoints.passkeySignInOptions, options), fails(endpoints.login, 401, messages.auth.invalidCredentials));
    let signal: AbortSignal | undefined;
    withWebAuthn({
      autofill: true,
      get: (request) =>
        new Promise((_, reject) => {
          signal = request.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    const { user } = renderWithShell(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(signal).toBeDefined());
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(signal?.aborted).toBe(true);
    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.invalidCredentials);
    expect(sentRequests(endpoints.passkeySignIn)).toEqual([]);
  });

  it('ends the waiting autofill request when the page is left', async () => {
    fakeNetwork(reply(endpoints.passkeySignInOptions, options));
    let signal: AbortSignal | undefined;
    withWebAuthn({
      autofill: true,
      get: (request) =>
        new Promise((_, reject) => {
          signal = request.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    const view = renderWithShell(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(signal).toBeDefined());
    view.unmount();
    expect(signal?.aborted).toBe(true);
  });

  it("shows the server's refusal, and nothing when the user dismisses the browser's dialog", async () => {
    fakeNetwork(
      reply(endpoints.passkeySignInOptions, options),
      http.post(endpoints.passkeySignIn.path, () =>
        // Passkeys' messages stand apart from the catalogue `fails` takes (messages/index.ts), so the refusal is written out.
        HttpResponse.json({ error: passkeyMessages.unknownPasskey } satisfies ErrorResponse, { status: 401 }),
      ),
    );
    let answer: () => Promise<unknown> = () =>
      Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
    withWebAuthn({ get: () => answer() });
    const { user } = renderWithShell(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
    answer = () => Promise.resolve(fakeCredential);
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(passkeyMessages.unknownPasskey);
  });

  it('says so in a browser without passkeys', async () => {
    fakeNetwork();
    const { user } = renderWithShell(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(passkeyMessages.unsupported);
  });
});
