import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { registerSchema, resendVerificationSchema, verifyEmailQuerySchema } from '../../contract/auth';
import { messages } from '../../contract/messages';
import { api } from '../../contract/paths';
import type { VerifyEmailResponse } from '../../contract/user';
import { createRouter } from '../../http/router';
import { parseBody, parseQuery } from '../../http/validate';
import { noReferrer } from '../../middleware/no-referrer';
import { authServiceFor } from '../../services/auth/from-app';
import { signIn } from '../../sessions/sign-in';

/** POST /api/register, POST /api/resend-verification, GET /api/verify-email. */
export const registrationRoutes = (deps: AppDeps): Router => {
  const auth = authServiceFor(deps);
  const router = createRouter();
  router.post(api.register, async (ctx) => {
    ctx.body = await auth.register(parseBody(ctx, registerSchema), ctx.ip);
    ctx.status = 201;
  });

  router.post(api.resendVerification, async (ctx) => {
    ctx.body = await auth.resendVerification(parseBody(ctx, resendVerificationSchema), ctx.ip);
  });

  router.get(api.verifyEmail, noReferrer, async (ctx) => {
    const { token } = parseQuery(ctx, verifyEmailQuerySchema);
    const { user, emailChanged } = await auth.verifyEmail(token, ctx.ip);
    if (emailChanged) {
      // Issue #9: whoever holds the link of a changed address is not signed in, and the session of
      // whoever opens it (maybe someone else's account) is left as it was: it confirms, nothing more.
      ctx.body = { message: messages.auth.emailChangeConfirmed } satisfies VerifyEmailResponse;
      return;
    }
    // A sign-up's first verification signs the user in (SPEC §4), under a fresh session id: the
    // account's first sign-in, which the dashboard greets with Welcome (issue #24.14).
    await signIn(ctx, user.id, { firstVisit: true });
    ctx.body = { user: { ...user, first_visit: true }, message: messages.auth.verified } satisfies VerifyEmailResponse;
  });
  return router;
};
