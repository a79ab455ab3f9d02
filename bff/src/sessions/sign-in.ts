import type { Context } from 'koa';
import type { Knex } from 'knex';
import { HttpSession } from '../models/http-session';

/** Starts a signed-in session under a fresh id (session fixation), dropping the old one. */
export const signIn = async (ctx: Context, userId: string): Promise<void> => {
  if (!ctx.session) throw new Error('Session middleware is not mounted');
  ctx.session.userId = userId;
  await ctx.session.regenerate();
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
