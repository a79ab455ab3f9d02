import type { Context } from 'koa';
import { currentUser } from '../middleware/roles';
import type { SignedInRequest } from '../services/auth/confirm-identity';

/** What a service that confirms the user (services/auth/confirm-identity.ts) needs of a signed-in request. */
export const signedInRequest = (ctx: Context): SignedInRequest => ({
  user: currentUser(ctx),
  sessionHash: ctx.state.sessionHash,
  session: ctx.session,
  ip: ctx.ip,
  userAgent: ctx.get('user-agent'),
});
