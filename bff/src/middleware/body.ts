import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';

export const BODY_LIMIT = '2mb';

/** navigator.sendBeacon posts text/plain; its JSON body is parsed like any other (SPEC §7). */
export const isBeaconEnd = (method: string, path: string) => method === 'POST' && /^\/api\/analytics\/session\/[^/]+\/end$/.test(path);

/** JSON bodies only, bounded; past the limit co-body throws a 413 the error middleware words. */
export const jsonBody = (): Middleware =>
  bodyParser({
    enableTypes: ['json'],
    jsonLimit: BODY_LIMIT,
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    detectJSON: (ctx) => isBeaconEnd(ctx.method, ctx.path) && ctx.is('text/plain') === 'text/plain',
    onError: (err) => {
      throw err;
    },
  }) as Middleware;
