import type { Middleware } from 'koa';

/** Responses tied to a token-bearing URL must not leak it through the Referer header (issue #4). */
export const noReferrer: Middleware = async (ctx, next) => {
  ctx.set('Referrer-Policy', 'no-referrer');
  await next();
};

/** The pages whose URL carries a token (product §2): /verify-email?token= and /reset-password?token=. */
export const TOKEN_PAGES = ['/verify-email', '/reset-password'] as const;

/** For the HTML of the token pages, mounted ahead of static serving (it overrides the app-wide policy). */
export const tokenPagesNoReferrer: Middleware = async (ctx, next) => {
  if ((TOKEN_PAGES as readonly string[]).includes(ctx.path.replace(/\/+$/, ''))) ctx.set('Referrer-Policy', 'no-referrer');
  await next();
};
