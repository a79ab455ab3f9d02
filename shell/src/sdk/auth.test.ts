import { SIGNED_IN_HINT_COOKIE } from '@nextlevel/bff/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth';
import { aMember } from './testing/fixtures';

const user = aMember();
const setHint = (on: boolean) => {
  document.cookie = on ? `${SIGNED_IN_HINT_COOKIE}=1; path=/` : `${SIGNED_IN_HINT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};

beforeEach(() => useAuth.setState({ user: null, status: 'idle', signedOut: false }));
afterEach(() => {
  setHint(false);
  vi.unstubAllGlobals();
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

describe('useAuth.logout', () => {
  it('runs before-logout hooks, calls the server, then clears the user and remembers the sign-out', async () => {
    const calls: string[] = [];
    const { onBeforeLogout } = await import('./auth');
    const off = onBeforeLogout(() => void calls.push('hook'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (calls.push(url), new Response('{}', { status: 200 }))),
    );
    useAuth.setState({ user, status: 'ready' });
    await useAuth.getState().logout();
    off();
    expect(calls).toEqual(['hook', '/api/logout']);
    expect(useAuth.getState()).toMatchObject({ user: null, signedOut: true });
  });
});
