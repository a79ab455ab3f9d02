import type { CurrentUser } from '../contract/user';

/** What a login session holds (sessions/context.ts): its data, and ways to save it or give it a fresh id. */
export interface AppSession {
  userId?: string;
  readonly externalKey?: string;
  regenerate(): Promise<void>;
  save(): Promise<void>;
  [key: string]: unknown;
}

declare module 'koa' {
  interface DefaultState {
    requestId?: string;
    /** Loaded by the session store together with the session, in one query. */
    user?: CurrentUser | null;
    /** SHA-256 of the current session id, as stored in http_sessions.id. */
    sessionHash?: string;
  }
  interface DefaultContext {
    session: AppSession | null;
  }
}
