import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

const acceptable = /^[\w.:-]{1,128}$/;

/** Gives every request an id (echoing a sane X-Request-Id) and logs one line per request. */
export const requestId =
  (logger: Logger): Middleware =>
  async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const id = acceptable.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.set('X-Request-Id', id);
    const started = performance.now();
    try {
      await next();
    } finally {
      logger.info(
        { reqId: id, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  };
