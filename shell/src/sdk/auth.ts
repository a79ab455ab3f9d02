import type { CurrentUser } from '@nextlevel/bff/contract';
import {
  areaForPath,
  areas,
  coreEndpoints,
  dashboardPathOf,
  homeAreaFor,
  sessionEndpoints,
  SIGNED_IN_HINT_COOKIE,
  type RemoteArea,
} from '@nextlevel/bff/contract';
import { create } from 'zustand';
import { ApiError, callApi, onSessionHeld } from '@nextlevel/shell/api';

/** The signed-in area a category lands in (product §2), if it has one: its home in the area registry. */
export const areaForCategory = (category: string | null | undefined): RemoteArea | undefined => homeAreaFor(category);

/** Where each category lands after sign-in (product §2): its home area's dashboard, else /. */
export const dashboardPathFor = (category: string | null | undefined): string => {
  const home = areaForCategory(category);
  return home ? dashboardPathOf(home) : '/';
};

/** The query parameter of /login that says where a signed-out visitor was going (issue #24.8). */
export const NEXT_PARAM = 'next';

/** /login?next=… for a visitor the guard stopped on `path` (its path, query and hash). */
export const loginPathFor = (path: string): string => `/login?${new URLSearchParams({ [NEXT_PARAM]: path }).toString()}`;

// Any origin would do: a relative path resolves against it, and anything that leaves it is refused.
const BASE = 'https://nextlevel.invalid';

/**
 * Where to go after signing in (issue #24.8): `next` if it is a path of this site inside an area
 * the user's category may enter, else their dashboard. Refused: anything but a single leading slash (`//host`,
 * a scheme, `/\host`), any backslash or control character, and a path that leaves the area once
 * resolved (`/members/../internal/…`). A Member sent to /internal/… lands on their own dashboard.
 */
export const signInReturnPath = (next: string | null | undefined, category: string | null | undefined): string => {
  const dashboard = dashboardPathFor(category);
  // eslint-disable-next-line no-control-regex
  if (!next || !areaForCategory(category) || !next.startsWith('/') || next.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(next))
    return dashboard;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return dashboard;
  }
  if (url.origin !== BASE) return dashboard;
  if (areas[areaForPath(url.pathname)].category !== category) return dashboard;
  return url.pathname + url.search + url.hash;
};

// Counts evaluations of this module; the e2e test reads it to prove Module Federation shares
// one auth store between the host and the remotes (module-federation/core#4283).
const counted = globalThis as { __NL_AUTH_EVALUATIONS__?: number };
counted.__NL_AUTH_EVALUATIONS__ = (counted.__NL_AUTH_EVALUATIONS__ ?? 0) + 1;

/**
 * `failed`: the last session check did not get an answer that says who is signed in (the network,
 * a 5xx or 503): nobody is signed out by it (issue #24.7), the guards show "Can't reach NextLevel"
 * with a Retry (`load()` again) and keep the visitor where they were.
 */
export type AuthStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface AuthState {
  user: CurrentUser | null;
  status: AuthStatus;
  /**
   * True once the visitor signed out here. Sign Out navigates to / before the user is cleared,
   * but a lazily loaded / may still be suspended then; guards use this to go home, not to /login.
   */
  signedOut: boolean;
  /**
   * Reads the current user from GET /api/user (only when the signed-in hint is there); a 401 means
   * nobody is signed in, any other failure leaves the user as they were with the status `failed`.
   */
  load: () => Promise<CurrentUser | null>;
  /** Runs the registered before-logout hooks, calls the server, then clears the user (product §4). */
  logout: () => Promise<void>;
  setUser: (user: CurrentUser | null) => void;
}

/** The bff's readable hint that a session has a user; without it GET /api/user can only answer 401. */
const mayBeSignedIn = (): boolean =>
  typeof document === 'undefined' || document.cookie.split(/;\s*/).includes(`${SIGNED_IN_HINT_COOKIE}=1`);

type BeforeLogout = () => Promise<void> | void;
const beforeLogoutHooks = new Set<BeforeLogout>();

/** Lets a feature (analytics) run work before the server session ends; returns an unsubscribe. */
export const onBeforeLogout = (hook: BeforeLogout): (() => void) => {
  beforeLogoutHooks.add(hook);
  return () => beforeLogoutHooks.delete(hook);
};

/**
 * The auth store. Module Federation shares @nextlevel/shell as a singleton, so the host and
 * every remote see this one instance.
 */
export const useAuth = create<AuthState>()((set) => ({
  user: null,
  status: 'idle',
  signedOut: false,
  load: async () => {
    if (!mayBeSignedIn()) {
      set({ user: null, status: 'ready' });
      return null;
    }
    // A retry after a failed check keeps `failed` until it has an answer: the error and its busy
    // Retry stay on screen rather than turning into a loading state and back.
    set((s) => ({ status: s.status === 'failed' ? 'failed' : 'loading' }));
    try {
      const { user } = await callApi(coreEndpoints.getUser);
      set({ user, status: 'ready', ...(user ? { signedOut: false } : {}) });
      return user;
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        set({ user: null, status: 'ready' });
        return null;
      }
      // Not an answer about the session: whoever was signed in still is, as far as we know.
      console.error('Failed to load the current user', err);
      set({ status: 'failed' });
      return null;
    }
  },
  logout: async () => {
    for (const hook of beforeLogoutHooks) {
      try {
        await hook();
      } catch (err) {
        console.error('A before-logout hook failed', err);
      }
    }
    try {
      await callApi(sessionEndpoints.logout);
    } catch (err) {
      console.error('Logout failed', err); // product §8: logout failures are only logged
    }
    set({ user: null, status: 'ready', signedOut: true });
  },
  setUser: (user) => set({ user, status: 'ready', ...(user ? { signedOut: false } : {}) }),
}));

// A session the policy holds from now on: read the user again, so the guards send it to set up a factor.
onSessionHeld(() => void useAuth.getState().load());
