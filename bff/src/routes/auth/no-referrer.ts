import type { Middleware } from 'koa';

/** Responses tied to a token-bearing URL must not leak it through the Referer header (issue #4). */
export const noReferrer: Middleware = async (ctx, next) => {
  ctx.set('Referrer-Policy', 'no-referrer');
  await next();
};
