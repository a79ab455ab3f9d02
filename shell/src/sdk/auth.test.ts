import { endpoints, messages, MFA_SETUP_REQUIRED, mfaMessages, SIGNED_IN_HINT_COOKIE } from '@nextlevel/bff/contract';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardPathFor, loginPathFor, signInReturnPath, useAuth } from './auth';
import { callApi } from './api';
import { aMember, aStaffUser } from './testing/fixtures';
import { fakeNetwork } from './testing/network';

const user = aMember();
const setHint = (on: boolean) => {
  document.cookie = on ? `${SIGNED_IN_HINT_COOKIE}=1; path=/` : `${SIGNED_IN_HINT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};

beforeEach(() => useAuth.setState({ user: null, status: 'idle', signedOut: false }));
afterEach(() => {
  setHint(false);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useAuth.load', () => {
  it('asks nothing of the server without the signed-in hint: an anonymous visitor is ready at once', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(useAuth.getState().load()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useAuth.getState()).toMatchObject({ user: null, status: 'ready' });
  });

  it('reads the user from GET /api/user when the hint is there', async () => {
    setHint(true);
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ user }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(useAuth.getState().load()).resolves.toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useAuth.getState()).toMatchObject({ user, status: 'ready' });
  });

  it('treats a 401 as nobody signed in', async () => {
    setHint(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"Not authenticated"}', { status: 401 })),
    );
    await expect(useAuth.getState().load()).resolves.toBeNull();
    expect(useAuth.getState()).toMatchObject({ user: null, status: 'ready' });
  });
});

describe('a session the policy holds mid-visit', () => {
  it('reads the user again when any call answers 403 mfa-setup-required, so the guards can send it to set up a factor', async () => {
    setHint(true);
    useAuth.setState({ user: aStaffUser(), status: 'ready' });
    const held = { ...aStaffUser(), mfa_setup_required: true as const };
    fakeNetwork(
      http.get(endpoints.getDefaultPrompt.path, () =>
        HttpResponse.json({ error: mfaMessages.setupRequired, code: MFA_SETUP_REQUIRED }, { status: 403 }),
      ),
      http.get(endpoints.getUser.path, () => HttpResponse.json({ user: held })),
    );
    await expect(callApi(endpoints.getDefaultPrompt)).rejects.toMatchObject({ status: 403, message: mfaMessages.setupRequired });
    await vi.waitFor(() => expect(useAuth.getState().user).toEqual(held));
  });

  it('leaves the user alone on any other 403', async () => {
    setHint(true);
    useAuth.setState({ user: aStaffUser(), status: 'ready' });
    const reads = vi.fn();
    fakeNetwork(
      http.get(endpoints.getDefaultPrompt.path, () => HttpResponse.json({ error: messages.auth.forbidden }, { status: 403 })),
      http.get(endpoints.getUser.path, () => {
        reads();
        return HttpResponse.json({ user: aStaffUser() });
      }),
    );
    await expect(callApi(endpoints.getDefaultPrompt)).rejects.toMatchObject({ status: 403 });
    expect(reads).not.toHaveBeenCalled();
  });
});

describe('#24.7 a session check that fails', () => {
  it('#24.7 a failed session check is not a sign-out: a network error or a 5xx leaves the status failed, never signed out', async () => {
    setHint(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(useAuth.getState().load()).resolves.toBeNull();
    expect(useAuth.getState()).toMatchObject({ user: null, status: 'failed', signedOut: false });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"The service is temporarily unavailable."}', { status: 503 })),
    );
    await useAuth.getState().load();
    expect(useAuth.getState()).toMatchObject({ user: null, status: 'failed' });

    // Retry: the server answers again, and the visitor is who they were.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ user }), { status: 200 })),
    );
    await expect(useAuth.getState().load()).resolves.toEqual(user);
    expect(useAuth.getState()).toMatchObject({ user, status: 'ready' });
  });

  it('#24.7 a re-check that fails keeps the user who was signed in', async () => {
    setHint(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useAuth.setState({ user, status: 'ready' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"Internal server error"}', { status: 500 })),
    );
    await useAuth.getState().load();
    expect(useAuth.getState()).toMatchObject({ user, status: 'failed' });
  });
});

describe('useAuth.logout', () => {
  it('runs before-logout hooks, calls the server, then clears the user and remembers the sign-out', async () => {
    const calls: string[] = [];
    const { onBeforeLogout } = await import('./auth');
    const off = onBeforeLogout(() => void calls.push('hook'));
    fakeNetwork(
      http.post(endpoints.logout.path, () => {
        calls.push('server');
        return HttpResponse.json({ message: messages.auth.loggedOut });
      }),
    );
    useAuth.setState({ user, status: 'ready' });
    await useAuth.getState().logout();
    off();
    expect(calls).toEqual(['hook', 'server']);
    expect(useAuth.getState()).toMatchObject({ user: null, signedOut: true });
  });
});

describe('#24.8 signInReturnPath', () => {
  it.each([
    ['/members/apps/snippets/favorites', 'Member', '/members/apps/snippets/favorites'],
    ['/members/apps/snippets/favorites?q=luck&author=Seneca#top', 'Member', '/members/apps/snippets/favorites?q=luck&author=Seneca#top'],
    ['/internal/analytics?tab=events', 'Internal', '/internal/analytics?tab=events'],
    ['/members', 'Member', '/members'],
  ])('#24.8 returns to %s for a %s', (next, category, expected) => {
    expect(signInReturnPath(next, category)).toBe(expected);
  });

  it.each([
    ['nothing', null, 'Member'],
    ['an empty next', '', 'Member'],
    ['another site, protocol-relative', '//evil.example/members/x', 'Member'],
    ['another site, with a scheme', 'https://evil.example/members/x', 'Member'],
    ['a javascript: URL', 'javascript:alert(1)', 'Member'],
    ['a backslash that browsers read as a slash', '/\\evil.example/members', 'Member'],
    ['a backslash further on', '/members/\\\\evil.example', 'Member'],
    ['a tab inside the slashes', '/\t/evil.example', 'Member'],
    ['a new line', '/members/x\n', 'Member'],
    ['a relative path', 'members/dashboard', 'Member'],
    ['another area', '/internal/dashboard', 'Member'],
    ['another area reached by dot segments', '/members/../internal/dashboard', 'Member'],
    ['a look-alike of the area', '/membersx/dashboard', 'Member'],
    ['a public path', '/sign-up', 'Member'],
    ['the members area to staff', '/members/dashboard', 'Internal'],
  ])('#24.8 refuses %s and goes to the dashboard', (_what, next, category) => {
    expect(signInReturnPath(next, category)).toBe(dashboardPathFor(category));
  });

  it('#24.8 sends a category without an area home, whatever next says', () => {
    expect(signInReturnPath('/members/dashboard', 'Alumni')).toBe('/');
  });

  it('#24.8 loginPathFor keeps the path, query and hash in one parameter', () => {
    const path = '/members/apps/snippets/favorites?q=a&b=c#x';
    expect(loginPathFor(path)).toBe(`/login?next=${encodeURIComponent(path).replaceAll('%20', '+')}`);
    expect(new URLSearchParams(loginPathFor(path).split('?')[1]).get('next')).toBe(path);
  });
});
