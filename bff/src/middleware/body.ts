import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import { messages } from '../contract/messages';
import { badRequest, HttpError, payloadTooLarge } from '../http/errors';
import { readWithin } from './read-deadline';

/**
 * What any /api request may carry (issue #9 item 11): every form of product §7 fits in a few KB,
 * and this much is parsed before routing and before any role check. A route that needs more
 * asks for it with `largeBody()` after its role check.
 */
export const BODY_LIMIT_BYTES = 16 * 1024;

const PARSED_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** navigator.sendBeacon posts text/plain; its JSON body is parsed like any other (product §7). */
export const isBeaconEnd = (method: string, path: string) => method === 'POST' && /^\/api\/analytics\/session\/[^/]+\/end$/.test(path);

const parser = (limit: number | string): Middleware =>
  bodyParser({
    enableTypes: ['json'],
    jsonLimit: limit,
    parsedMethods: PARSED_METHODS,
    detectJSON: (ctx) => isBeaconEnd(ctx.method, ctx.path) && ctx.is('text/plain') === 'text/plain',
    onError: (err) => {
      throw err;
    },
  }) as Middleware;

// NUL is refused by PostgreSQL in text (a 500 at the first insert), and an unpaired surrogate
// cannot be encoded as UTF-8 (pg silently stores U+FFFD instead): neither is a name or a password.
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether any string in a parsed JSON value (keys included) holds text the database cannot keep. Iterative: depth is the client's to choose. */
export const hasUnstorableText = (value: unknown): boolean => {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return true;
    } else if (Array.isArray(item)) {
      // One by one: spreading a list of a million items (an upload body may hold one) overflows the call stack.
      for (const element of item) stack.push(element);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, v] of Object.entries(item)) {
        if (UNSTORABLE.test(key)) return true;
        stack.push(v);
      }
    }
  }
  return false;
};

const refuseUnstorable = (value: unknown) => {
  if (hasUnstorableText(value)) throw badRequest(messages.errors.unstorableText);
};

/**
 * Whatever goes wrong while reading and parsing a body is the body's fault: co-body's own 4xx
 * stand (413, and 415 for an unknown Content-Encoding), anything else (a `__proto__` key refused by its parser, a gzip or br body
 * that does not inflate) is a 400 rather than a 500 (issue #9 item 12).
 */
const parseThenContinue = async (parse: Middleware, ctx: Context, next: () => Promise<unknown>) => {
  let parsed = false;
  try {
    await parse(ctx, async () => {
      parsed = true;
      // The parser keeps the body's text beside what it parsed; nothing reads it, and an upload's is 64 MB held to the end.
      delete (ctx.request as { rawBody?: unknown }).rawBody;
      refuseUnstorable(ctx.request.body);
      await next();
    });
  } catch (err) {
    if (parsed) throw err;
    const e = err as { status?: unknown; expose?: unknown };
    if (e.status === 415) throw new HttpError(415, messages.errors.unsupportedEncoding, { cause: err });
    if (
      err instanceof HttpError ||
      (typeof e.status === 'number' && e.status >= 400 && e.status < 500 && (e.status === 413 || e.expose === true))
    )
      throw err;
    throw new HttpError(400, messages.errors.badJson, { cause: err });
  }
};

const declaredLength = (ctx: Context): number => Number(ctx.get('Content-Length') || 0);

/**
 * JSON bodies of at most BODY_LIMIT_BYTES, parsed before routing; past the limit co-body throws
 * a 413 the error middleware words. A body declared larger is not read here: it waits for a
 * `largeBody()` on its route, and reading it anywhere else is the same 413, so a route that
 * did not ask for more never sees it. The query string is checked for the same bad text.
 */
export const jsonBody = (): Middleware => {
  const parse = parser(BODY_LIMIT_BYTES);
  return async (ctx, next) => {
    refuseUnstorable(ctx.query);
    // A GET has no body to read: straight on, without the parser's wrapping (the hot path, issue #11).
    if (!PARSED_METHODS.includes(ctx.method)) return next();
    if (declaredLength(ctx) > BODY_LIMIT_BYTES) {
      Object.defineProperty(ctx.request, 'body', {
        configurable: true,
        get: () => {
          throw payloadTooLarge();
        },
      });
      return next();
    }
    await parseThenContinue(parse, ctx, next);
  };
};

export interface LargeBodyOptions {
  /** The body must have arrived `ms` after the route asked for it: else a 408 worded by `message`, and the connection is closed. */
  readTimeout?: { ms: number; message: string };
}

/**
 * Lets one route take a JSON body up to `limit` (e.g. '8mb'), within `readTimeout` when given.
 * Put it after the route's role check, so an anonymous or unprivileged request is refused before
 * its body is read: `router.post(path, requireCategory('Internal'), largeBody('8mb'), handler)`.
 */
export const largeBody = (limit: number | string, { readTimeout }: LargeBodyOptions = {}): Middleware => {
  const parse = parser(limit);
  return async (ctx, next) => {
    const own = Object.getOwnPropertyDescriptor(ctx.request, 'body');
    // Parsed already by jsonBody (it was small enough): nothing more to read.
    if (own && !own.get) return next();
    delete (ctx.request as { body?: unknown }).body;
    if (!readTimeout) return parseThenContinue(parse, ctx, next);
    await readWithin(ctx, readTimeout, (afterRead) => parseThenContinue(parse, ctx, afterRead), next);
  };
};
