import type { Context } from 'koa';
import type { Knex } from 'knex';
import { HttpSession } from '../models/http-session';
import { endOldestSessions } from './session-cap';

/** What a sign-in needs beyond the request: where sessions live and how many one user may hold. */
export interface SignInOptions {
  db: Knex;
  maxSessionsPerUser: number;
}

/**
 * Starts a signed-in session under a fresh id (session fixation), dropping the old one; past
 * `maxSessionsPerUser` the user's oldest sessions end.
 */
export const signIn = async (ctx: Context, userId: string, options: SignInOptions): Promise<void> => {
  if (!ctx.session) throw new Error('Session middleware is not mounted');
  ctx.session.userId = userId;
  await ctx.session.regenerate();
  if (ctx.state.sessionHash) await endOldestSessions(options.db, userId, ctx.state.sessionHash, options.maxSessionsPerUser);
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
