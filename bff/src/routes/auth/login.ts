import type Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../../app-deps';
import { endpoints } from '../../contract/endpoints';
import { messages } from '../../contract/messages';
import type { CurrentUser } from '../../contract/user';
import { bindEndpoint } from '../../http/bind-endpoint';
import { unauthorized } from '../../http/errors';
import { createRouter } from '../../http/router';
import { authServiceFor } from '../../services/auth/from-app';
import { findUserById } from '../../services/auth/users';
import { mfaServiceFor } from '../../services/mfa/for-app';
import { setPendingLogin } from '../../services/mfa/pending-login';
import { signIn, signOut } from '../../sessions/sign-in';

/**
 * The session of a sign-in whose every step passed: the password's, or the password's and then a
 * code's (routes/auth/mfa.ts). Under REQUIRE_MFA_FOR, a user without a second factor is told to set
 * one up first; the session read holds the session until then (issue #27 item 5, sessions/sql.ts).
 */
export const startSignedInSession = async (deps: AppDeps, ctx: Context, user: CurrentUser): Promise<{ user: CurrentUser }> => {
  const mfaSetupRequired = await mfaServiceFor(deps).needsSetup(user);
  // A fresh session id on every sign-in: a planted cookie never becomes a signed-in one.
  await signIn(ctx, user.id, { db: deps.db, maxSessionsPerUser: deps.config.sessionsMaxPerUser });
  return { user: mfaSetupRequired ? { ...user, mfa_setup_required: true } : user };
};

/** POST /api/login and POST /api/logout. */
export const loginRoutes = (deps: AppDeps): Router => {
  const auth = authServiceFor(deps);
  const mfa = mfaServiceFor(deps);
  const secure = deps.config.publicUrl.startsWith('https:');
  const router = createRouter();
  bindEndpoint(router, endpoints.login, async (ctx, { body }) => {
    let secondStep = false;
    const user = await auth.login(body, ctx.ip, ctx.get('user-agent'), async (id) => (secondStep = await mfa.hasCodes(id)));
    if (secondStep) {
      // The password was right; the code comes next (POST /api/login/code), and no session exists until then.
      const row = await findUserById(deps.db, user.id);
      if (!row) throw unauthorized(messages.auth.invalidCredentials);
      setPendingLogin(ctx, row, deps.clock.now(), secure);
      return { second_step: 'code' as const };
    }
    return startSignedInSession(deps, ctx, user);
  });

  bindEndpoint(router, endpoints.logout, async (ctx) => {
    await auth.loggedOut(ctx.state.user?.id, ctx.ip, ctx.get('user-agent'));
    signOut(ctx);
    return { message: messages.auth.loggedOut };
  });
  return router;
};
