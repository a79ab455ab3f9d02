import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { registerSchema, resendVerificationSchema, verifyEmailQuerySchema } from '../../contract/auth';
import { messages, type MessageResponse } from '../../contract/messages';
import { api } from '../../contract/paths';
import type { VerifyEmailResponse } from '../../contract/user';
import { createRouter } from '../../http/router';
import { parseBody, parseQuery } from '../../http/validate';
import { noReferrer } from '../../middleware/no-referrer';
import { authServiceFor } from '../../services/auth/from-app';
import { signIn } from '../../sessions/sign-in';
import { clearSignupCookie, setSignupCookie, signupCookie } from '../../sessions/signup-cookie';

/** POST /api/register, POST /api/resend-verification, GET /api/verify-email. */
export const registrationRoutes = (deps: AppDeps): Router => {
  const auth = authServiceFor(deps);
  const secure = deps.config.publicUrl.startsWith('https:');
  const router = createRouter();
  router.post(api.register, async (ctx) => {
    const { message, signupNonce } = await auth.register(parseBody(ctx, registerSchema), ctx.ip);
    setSignupCookie(ctx, signupNonce, secure);
    ctx.body = { message } satisfies MessageResponse;
    ctx.status = 201;
  });

  router.post(api.resendVerification, async (ctx) => {
    ctx.body = await auth.resendVerification(parseBody(ctx, resendVerificationSchema), ctx.ip);
  });

  router.get(api.verifyEmail, noReferrer, async (ctx) => {
    const { token } = parseQuery(ctx, verifyEmailQuerySchema);
    const result = await auth.verifyEmail(token, ctx.ip, signupCookie(ctx, secure));
    if ('alreadyVerified' in result) {
      // Issue #24.10: the link did its work before; opening it again changes nothing and signs nobody in.
      ctx.body = { message: messages.auth.alreadyVerified, already_verified: true } satisfies VerifyEmailResponse;
      return;
    }
    const { user, emailChanged, sameBrowser } = result;
    if (emailChanged) {
      // Issue #9: whoever holds the link of a changed address is not signed in, and the session of
      // whoever opens it (maybe someone else's account) is left as it was: it confirms, nothing more.
      ctx.body = { message: messages.auth.emailChangeConfirmed } satisfies VerifyEmailResponse;
      return;
    }
    if (!sameBrowser) {
      // Issue #23 item 2: a link is no proof that the opener chose the password (a stranger's own
      // link would sign the victim into the stranger's account), so the opener's session stays as it was.
      ctx.body = { message: messages.auth.verifiedPleaseSignIn } satisfies VerifyEmailResponse;
      return;
    }
    // The browser that signed up is signed in (product §4), under a fresh session id: the account's
    // first sign-in, which the dashboard greets with Welcome (issue #24.14).
    clearSignupCookie(ctx, secure);
    await signIn(ctx, user.id, { db: deps.db, maxSessionsPerUser: deps.config.sessionsMaxPerUser, firstVisit: true });
    ctx.body = { user: { ...user, first_visit: true }, message: messages.auth.verified } satisfies VerifyEmailResponse;
  });
  return router;
};
