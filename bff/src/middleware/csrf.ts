import type { Middleware } from 'koa';
import { messages } from '../contract/messages';
import { CSRF_HEADER } from '../contract/paths';
import { HttpError } from '../http/errors';
import { isBeaconEnd } from './body';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const refuse = () => new HttpError(403, messages.errors.csrf);

/**
 * Every mutating /api request must be same-origin, carry JSON (when it has a body) and the
 * X-CSRF header the shell's API client always sends. A sendBeacon to end an analytics session
 * cannot set headers, and a JSON type is not CORS-safelisted (Chromium refuses such a beacon),
 * so that one route takes a header-less text/plain (or JSON) body, but only from the site's own
 * origin (PUBLIC_URL), or, without Origin, with `Sec-Fetch-Site: same-origin`.
 */
export const csrfGuard = (publicUrl: string): Middleware => {
  const publicOrigin = new URL(publicUrl).origin;
  return async (ctx, next) => {
    if (safeMethods.has(ctx.method) || !ctx.path.startsWith('/api/')) return next();
    const origin = ctx.get('Origin');
    // Koa 3's ctx.origin echoes the Origin header, so the request's own origin is built from host.
    const sameOrigin = origin
      ? origin === publicOrigin || origin === `${ctx.protocol}://${ctx.host}`
      : ['same-origin', 'none'].includes(ctx.get('Sec-Fetch-Site'));
    if (!sameOrigin) throw refuse();
    const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== '';
    if (isBeaconEnd(ctx.method, ctx.path) && ctx.get(CSRF_HEADER) !== '1') {
      const ownOrigin = origin ? origin === publicOrigin : ctx.get('Sec-Fetch-Site') === 'same-origin';
      if (!ownOrigin || (hasBody && !ctx.is('text/plain', 'application/json'))) throw refuse();
      return next();
    }
    if (hasBody && !ctx.is('application/json')) throw refuse();
    if (ctx.get(CSRF_HEADER) !== '1') throw refuse();
    return next();
  };
};
