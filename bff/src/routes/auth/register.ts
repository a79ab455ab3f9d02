import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { endpoints } from '../../contract/endpoints';
import { messages } from '../../contract/messages';
import { recordActivity } from '../../services/activity/record';
import { bindEndpoint, type EndpointHandler } from '../../http/bind-endpoint';
import { createRouter } from '../../http/router';
import { noReferrer } from '../../middleware/no-referrer';
import { authServiceFor } from '../../services/auth/from-app';
import { mfaServiceFor } from '../../services/mfa/for-app';
import { signIn } from '../../sessions/sign-in';
import { clearSignupCookie, setSignupCookie, signupCookie } from '../../sessions/signup-cookie';

/** POST /api/register, POST /api/resend-verification, GET /api/verify-email. */
export const registrationRoutes = (deps: AppDeps): Router => {
  const auth = authServiceFor(deps);
  const secure = deps.config.publicUrl.startsWith('https:');
  const router = createRouter();
  bindEndpoint(router, endpoints.register, async (ctx, { body }) => {
    const { message, signupNonce } = await auth.register(body, ctx.ip);
    setSignupCookie(ctx, signupNonce, secure);
    return { message };
  });

  bindEndpoint(router, endpoints.resendVerification, (ctx, { body }) => auth.resendVerification(body, ctx.ip));

  const verifyEmail: EndpointHandler<typeof endpoints.verifyEmail> = async (ctx, { query: { token } }) => {
    const result = await auth.verifyEmail(token, ctx.ip, signupCookie(ctx, secure));
    if ('alreadyVerified' in result) {
      // Issue #24.10: the link did its work before; opening it again changes nothing and signs nobody in.
      return { message: messages.auth.alreadyVerified, already_verified: true };
    }
    const { user, emailChanged, sameBrowser } = result;
    if (emailChanged) {
      // Issue #9: whoever holds the link of a changed address is not signed in, and the session of
      // whoever opens it (maybe someone else's account) is left as it was: it confirms, nothing more.
      return { message: messages.auth.emailChangeConfirmed };
    }
    if (!sameBrowser) {
      // Issue #23 item 2: a link is no proof that the opener chose the password (a stranger's own
      // link would sign the victim into the stranger's account), so the opener's session stays as it was.
      return { message: messages.auth.verifiedPleaseSignIn };
    }
    // The browser that signed up is signed in (product §4), under a fresh session id: the account's
    // first sign-in, which the dashboard greets with Welcome (issue #24.14).
    clearSignupCookie(ctx, secure);
    // A new account holds no second factor: under REQUIRE_MFA_FOR its category sets one up first (issue #27 item 5).
    const mfaSetupRequired = await mfaServiceFor(deps).needsSetup(user);
    await signIn(ctx, user.id, { db: deps.db, maxSessionsPerUser: deps.config.sessionsMaxPerUser, firstVisit: true });
    await recordActivity(deps.db, {
      kind: 'sign-in',
      actorUserId: user.id,
      ip: ctx.ip,
      userAgent: ctx.get('user-agent'),
      details: { via: 'verification-link' },
      at: deps.clock.now(),
    });
    return {
      user: { ...user, first_visit: true, ...(mfaSetupRequired ? { mfa_setup_required: true as const } : {}) },
      message: messages.auth.verified,
    };
  };
  bindEndpoint(router, endpoints.verifyEmail, verifyEmail, { before: [noReferrer] });
  return router;
};
