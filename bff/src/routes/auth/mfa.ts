import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { endpoints } from '../../contract/endpoints';
import { mfaMessages } from '../../contract/messages';
import { bindEndpoint } from '../../http/bind-endpoint';
import { unauthorized } from '../../http/errors';
import { createRouter } from '../../http/router';
import { signedInRequest } from '../../http/signed-in-request';
import { currentUser } from '../../middleware/roles';
import { findUserById, toCurrentUser } from '../../services/auth/users';
import { mfaServiceFor } from '../../services/mfa/for-app';
import { clearPendingLogin, pendingLogin } from '../../services/mfa/pending-login';
import { endSecondFactorHold } from '../../sessions/sign-in';
import { startSignedInSession } from './login';

/** The sign-in's second step and turning one-time codes on and off (issue #27 items 4-6, docs/decisions/031). */
export const mfaRoutes = (deps: AppDeps): Router => {
  const mfa = mfaServiceFor(deps);
  const secure = deps.config.publicUrl.startsWith('https:');
  const router = createRouter();

  bindEndpoint(router, endpoints.loginWithCode, async (ctx, { body }) => {
    const pending = pendingLogin(ctx, deps.clock.now(), secure);
    const row = pending && (await findUserById(deps.db, pending.userId));
    if (!pending || !row || !pending.samePassword(row.password) || !row.email_verified) {
      clearPendingLogin(ctx, secure);
      throw unauthorized(mfaMessages.pendingExpired);
    }
    await mfa.verifySecondStep(row.id, body.code, ctx.ip, ctx.get('user-agent'));
    clearPendingLogin(ctx, secure);
    return startSignedInSession(deps, ctx, toCurrentUser(row));
  });

  bindEndpoint(router, endpoints.getMfaStatus, (ctx) => mfa.status(currentUser(ctx)));

  bindEndpoint(router, endpoints.startMfaSetup, (ctx, { body }) => mfa.startSetup(signedInRequest(ctx), body));

  bindEndpoint(router, endpoints.confirmMfaSetup, async (ctx, { body }) => {
    const user = currentUser(ctx);
    const recoveryCodes = await mfa.confirmSetup(user, body.code, ctx.ip, ctx.get('user-agent'));
    const rest = endSecondFactorHold(ctx, user);
    return { message: mfaMessages.turnedOn, recovery_codes: recoveryCodes, user: rest };
  });

  bindEndpoint(router, endpoints.disableMfa, async (ctx, { body }) => {
    await mfa.disable(signedInRequest(ctx), body);
    return { message: mfaMessages.turnedOff };
  });

  bindEndpoint(router, endpoints.regenerateRecoveryCodes, async (ctx, { body }) => ({
    message: mfaMessages.recoveryCodesRegenerated,
    recovery_codes: await mfa.regenerateRecoveryCodes(signedInRequest(ctx), body),
  }));
  return router;
};
