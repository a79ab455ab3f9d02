import type { CurrentUser, LoginInput, UserResponse } from '@nextlevel/bff/contract';
import { api, SIGNED_IN_HINT_COOKIE } from '@nextlevel/bff/contract';
import { create } from 'zustand';
import { ApiError, apiRequest } from '@nextlevel/shell/api';

/** Where each category lands after sign-in (SPEC §2). */
export const dashboardPathFor = (category: string | null | undefined): string =>
  category === 'Internal' ? '/internal/dashboard' : category === 'Member' ? '/members/dashboard' : '/';

// Counts evaluations of this module; the e2e test reads it to prove Module Federation shares
// one auth store between the host and the remotes (module-federation/core#4283).
const counted = globalThis as { __NL_AUTH_EVALUATIONS__?: number };
counted.__NL_AUTH_EVALUATIONS__ = (counted.__NL_AUTH_EVALUATIONS__ ?? 0) + 1;

export type AuthStatus = 'idle' | 'loading' | 'ready';

export interface AuthState {
  user: CurrentUser | null;
  status: AuthStatus;
  /**
   * True once the visitor signed out here. Sign Out navigates to / before the user is cleared,
   * but a lazily loaded / may still be suspended then; guards use this to go home, not to /login.
   */
  signedOut: boolean;
  /** Reads the current user from GET /api/user (only when the signed-in hint is there); a 401 means nobody is signed in. */
  load: () => Promise<CurrentUser | null>;
  /** Signs in; resolves with the user (whose category decides where to go). */
  login: (input: LoginInput) => Promise<CurrentUser>;
  /** Runs the registered before-logout hooks, calls the server, then clears the user (SPEC §4). */
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
    set({ status: 'loading' });
    try {
      const { user } = await apiRequest<UserResponse>(api.user);
      set({ user, status: 'ready', ...(user ? { signedOut: false } : {}) });
      return user;
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401)) console.error('Failed to load the current user', err);
      set({ user: null, status: 'ready' });
      return null;
    }
  },
  login: async (input) => {
    const { user } = await apiRequest<UserResponse>(api.login, { method: 'POST', body: input });
    set({ user, status: 'ready', signedOut: false });
    return user;
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
      await apiRequest(api.logout, { method: 'POST' });
    } catch (err) {
      console.error('Logout failed', err); // SPEC §8: logout failures are only logged
    }
    set({ user: null, status: 'ready', signedOut: true });
  },
  setUser: (user) => set({ user, status: 'ready', ...(user ? { signedOut: false } : {}) }),
}));
