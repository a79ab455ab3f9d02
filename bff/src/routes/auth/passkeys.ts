import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { endpoints } from '../../contract/endpoints';
import { passkeyMessages } from '../../contract/messages/passkeys';
import { bindEndpoint } from '../../http/bind-endpoint';
import { createRouter } from '../../http/router';
import { signedInRequest as signedIn } from '../../http/signed-in-request';
import { currentUser } from '../../middleware/roles';
import { CHALLENGE_TTL_MS } from '../../services/passkeys/challenges';
import { passkeyServiceFor } from '../../services/passkeys/from-app';
import { endSecondFactorHold } from '../../sessions/sign-in';
import { startSignedInSession } from './login';

/** The sign-in ceremony's cookie: the nonce its challenge is bound to (decision 030); `__Host-` over https, as the session's. */
export const PASSKEY_COOKIE = 'nl.passkey';
export const passkeyCookieName = (secure: boolean): string => (secure ? `__Host-${PASSKEY_COOKIE}` : PASSKEY_COOKIE);

/**
 * Passkeys (issue #27 items 1-3, 6): a signed-in user's own under /api/passkeys, and sign-in with one
 * under /api/login/passkey*. The sign-in ends exactly as POST /api/login does (routes/auth/login.ts).
 */
export const passkeyRoutes = (deps: AppDeps): Router => {
  const passkeys = passkeyServiceFor(deps);
  const secure = deps.config.publicUrl.startsWith('https:');
  const cookie = passkeyCookieName(secure);
  const cookieOptions = { httpOnly: true, sameSite: 'strict', secure, signed: false, overwrite: true } as const;
  const router = createRouter();

  bindEndpoint(router, endpoints.passkeySignInOptions, async (ctx) => {
    const { options, nonce } = await passkeys.signInOptions(ctx.ip);
    ctx.cookies.set(cookie, nonce, { ...cookieOptions, maxAge: CHALLENGE_TTL_MS });
    return options;
  });

  bindEndpoint(router, endpoints.passkeySignIn, async (ctx, { body }) => {
    const nonce = ctx.cookies.get(cookie, { signed: false }) || undefined;
    // The challenge is spent whatever the outcome, so is the cookie.
    ctx.cookies.set(cookie, null, cookieOptions);
    const user = await passkeys.signIn(body, nonce, ctx.ip, ctx.get('user-agent'));
    // The password sign-in's own session start: fresh id, same cookie, same cap, same policy (a passkey is both factors).
    return startSignedInSession(deps, ctx, user);
  });

  bindEndpoint(router, endpoints.listPasskeys, async (ctx) => ({ passkeys: await passkeys.list(currentUser(ctx).id) }));

  bindEndpoint(router, endpoints.passkeyConfirmationOptions, (ctx) => passkeys.confirmationOptions(signedIn(ctx)));

  bindEndpoint(router, endpoints.passkeyRegistrationOptions, (ctx, { body }) => passkeys.registrationOptions(signedIn(ctx), body));

  bindEndpoint(router, endpoints.registerPasskey, async (ctx, { body }) => {
    const passkey = await passkeys.register(signedIn(ctx), body);
    // A passkey is a second factor: REQUIRE_MFA_FOR's hold on this session ends with it.
    endSecondFactorHold(ctx, currentUser(ctx));
    return { message: passkeyMessages.added, passkey };
  });

  bindEndpoint(router, endpoints.renamePasskey, async (ctx, { params, body }) => ({
    message: passkeyMessages.renamed,
    passkey: await passkeys.rename(signedIn(ctx), params.id, body.name),
  }));

  bindEndpoint(router, endpoints.removePasskey, async (ctx, { params, body }) => {
    await passkeys.remove(signedIn(ctx), params.id, body);
    return { message: passkeyMessages.removed };
  });
  return router;
};
