import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { messages } from '../contract/messages';
import { HttpError, payloadTooLarge } from '../http/errors';

export const BODY_LIMIT = '2mb';

/** navigator.sendBeacon posts text/plain; its JSON body is parsed like any other (SPEC §7). */
export const isBeaconEnd = (method: string, path: string) => method === 'POST' && /^\/api\/analytics\/session\/[^/]+\/end$/.test(path);

/**
 * Whatever fails while a body is read is the request's fault, and co-body's errors do not all say
 * so: a corrupt gzip stream (zlib, no status), a `__proto__` key (bourne, 400 but not exposed) or
 * an unknown Content-Encoding (inflation, 415 but not exposed) answered 500 (issue #9, item 13).
 */
export const bodyError = (err: unknown): unknown => {
  const status = Number((err as { status?: unknown } | undefined)?.status);
  if (status === 413) return payloadTooLarge();
  // raw-body's own 500s (a stream in the wrong state) are our fault: left to the error handler.
  if (status >= 500) return err;
  return new HttpError(status === 415 ? 415 : 400, messages.errors.badJson, { cause: err });
};

/** JSON bodies only, bounded; past the limit co-body throws a 413 the error middleware words. */
export const jsonBody = (): Middleware =>
  bodyParser({
    enableTypes: ['json'],
    jsonLimit: BODY_LIMIT,
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    detectJSON: (ctx) => isBeaconEnd(ctx.method, ctx.path) && ctx.is('text/plain') === 'text/plain',
    onError: (err) => {
      throw bodyError(err);
    },
  }) as Middleware;
