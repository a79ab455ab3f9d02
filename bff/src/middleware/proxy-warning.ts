import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/**
 * Issue #23 item 13: with TRUSTED_PROXIES=0 the client is the socket address, so behind a reverse
 * proxy every visitor is the proxy and they all share one sign-in throttle. A request that carries
 * X-Forwarded-For says a proxy may be in front: warned once per app (the server runs one), whatever
 * PUBLIC_URL is. Nothing is mounted when proxies are trusted.
 */
export const untrustedProxyWarning = (logger: Logger, trustedProxies: number): Middleware | undefined => {
  if (trustedProxies > 0) return undefined;
  let warned = false;
  return async (ctx, next) => {
    if (!warned && ctx.get('X-Forwarded-For')) {
      warned = true;
      logger.warn(
        { socketAddress: ctx.ip },
        'Requests arrive with X-Forwarded-For while TRUSTED_PROXIES=0: every client behind that proxy counts as its address and shares one rate limit. Behind a reverse proxy, set TRUSTED_PROXIES to the number of proxies in front (1 for one TLS-terminating proxy).',
      );
    }
    await next();
  };
};
