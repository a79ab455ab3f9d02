import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { messages } from '../contract/messages';
import { isDatabaseUnavailable } from '../db/unavailable';
import { databaseUnavailable, HttpError, notFound, payloadTooLarge } from '../http/errors';

/** Normalises anything thrown: our HttpError, a database that is away (503), http-errors from koa or co-body, or a plain bug. */
export const toHttpError = (err: unknown): HttpError => {
  if (err instanceof HttpError) return err;
  if (isDatabaseUnavailable(err)) return databaseUnavailable(err);
  const e = err as { status?: unknown; statusCode?: unknown; expose?: unknown; message?: unknown; type?: unknown; headers?: unknown };
  const status = Number(e?.status ?? e?.statusCode);
  if (status === 413) return payloadTooLarge();
  if (e?.type === 'entity.parse.failed' || (status === 400 && /JSON/i.test(String(e?.message))))
    return new HttpError(400, messages.errors.badJson);
  if (Number.isInteger(status) && status >= 400 && status < 500 && e?.expose === true) {
    return new HttpError(status, String(e.message), { headers: (e.headers as Record<string, string> | undefined) ?? {} });
  }
  return new HttpError(Number.isInteger(status) && status >= 500 && status < 600 ? status : 500, messages.errors.internal, {
    expose: false,
    cause: err,
  });
};

/** The one error middleware: every error answers JSON `{ error }` (and its details); 5xx stay generic and are logged. */
export const errorHandler =
  (logger: Logger): Middleware =>
  async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null && (ctx.path === '/api' || ctx.path.startsWith('/api/'))) throw notFound();
    } catch (err) {
      const e = toHttpError(err);
      if (e.status >= 500)
        logger.error({ reqId: ctx.state.requestId, err: e.cause ?? e, method: ctx.method, path: ctx.path }, 'request failed');
      ctx.status = e.status;
      for (const [name, value] of Object.entries(e.headers)) ctx.set(name, value);
      ctx.body = e.expose ? { error: e.message, ...e.details } : { error: messages.errors.internal };
    }
  };
