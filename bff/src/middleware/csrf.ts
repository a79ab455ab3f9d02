import type { Middleware } from 'koa';
import { messages } from '../contract/messages';
import { takesDeployToken } from '../contract/endpoint';
import { endpointList } from '../contract/endpoints';
import { CSRF_HEADER } from '../contract/paths';
import { HttpError } from '../http/errors';
import { isBeaconEnd } from './body';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const refuse = () => new HttpError(403, messages.errors.csrf);

/** The endpoints a pipeline calls with its deploy token (issue #26), as method and path pattern (`:name` one segment). */
const tokenEndpoints = endpointList
  .filter((e) => takesDeployToken(e.role))
  .map((e) => ({ method: e.method, path: new RegExp(`^${e.path.replace(/:\w+/g, '[^/]+')}$`) }));
const takesToken = (method: string, path: string) => tokenEndpoints.some((e) => e.method === method && e.path.test(path));

/**
 * Every mutating /api request must be same-origin, carry JSON (when it has a body) and the
 * X-CSRF header the shell's API client always sends. A sendBeacon to end an analytics session
 * cannot set headers, and a JSON type is not CORS-safelisted (Chromium refuses such a beacon),
 * so that one route takes a header-less text/plain (or JSON) body, but only from the site's own
 * origin (PUBLIC_URL), or, without Origin, with `Sec-Fetch-Site: same-origin`. A pipeline's release
 * request (no cookie: its deploy token alone authorises it) needs none of it.
 */
export const csrfGuard = (publicUrl: string): Middleware => {
  const publicOrigin = new URL(publicUrl).origin;
  return async (ctx, next) => {
    if (safeMethods.has(ctx.method) || !ctx.path.startsWith('/api/')) return next();
    // A pipeline (a plain curl) sends its deploy token and nothing a browser adds. Without a cookie a
    // request carries no ambient authority, so it cannot be a forgery: on the endpoints that take a
    // token, the token alone decides (none is a 401 from the role check, issue #26).
    if (!ctx.get('Cookie') && takesToken(ctx.method, ctx.path)) return next();
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
