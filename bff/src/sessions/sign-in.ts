import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { CurrentUser } from '../contract/user';
import { HttpSession } from '../models/http-session';
import { endOldestSessions } from './session-cap';

/** The session's mark of an account's first sign-in (read back as `first_visit` by the session store). */
export const FIRST_VISIT = 'firstVisit';

/** What a sign-in needs beyond the request: where sessions live and how many one user may hold. */
export interface SignInOptions {
  db: Knex;
  maxSessionsPerUser: number;
  /** This is the account's first sign-in (the sign-up's verification, issue #24.14); any other sign-in clears the mark a session may carry. */
  firstVisit?: boolean;
}

/**
 * Starts a signed-in session under a fresh id (session fixation), dropping the old one; past
 * `maxSessionsPerUser` the user's oldest sessions end.
 */
export const signIn = async (ctx: Context, userId: string, options: SignInOptions): Promise<void> => {
  if (!ctx.session) throw new Error('Session middleware is not mounted');
  ctx.session.userId = userId;
  if (options.firstVisit) ctx.session[FIRST_VISIT] = true;
  else delete ctx.session[FIRST_VISIT];
  await ctx.session.regenerate();
  if (ctx.state.sessionHash) await endOldestSessions(options.db, userId, ctx.state.sessionHash, options.maxSessionsPerUser);
};

/**
 * The policy's hold ends with a second factor (a confirmed code or a passkey): every session of the
 * user then reaches everything its role allows from its next request (the session read sees the
 * factor). Answers this request's user without the hold.
 */
export const endSecondFactorHold = (ctx: Context, user: CurrentUser): CurrentUser => {
  const { mfa_setup_required: _done, ...rest } = user;
  ctx.state.user = rest;
  return rest;
};

/** Ends the current session: its row is deleted and the cookie cleared. */
export const signOut = (ctx: Context): void => {
  ctx.session = null;
  ctx.state.user = null;
};

/** Deletes every session of a user, optionally keeping the current one (password change). */
export const revokeUserSessions = async (
  db: Knex,
  userId: string,
  options: { exceptCurrentHash?: string | undefined } = {},
): Promise<number> => {
  const q = HttpSession.query(db).where('user_id', userId);
  if (options.exceptCurrentHash) q.whereNot('id', options.exceptCurrentHash);
  return q.delete();
};
