import type { Middleware } from 'koa';

/**
 * Issue #9 item 7: /api answers carry personal data (the user, settings, sign-in results), so none
 * may be kept by a browser or a shared cache unless its route says otherwise (GET /api/countries
 * is public). An error answer is never cacheable, whatever the route had set before it threw.
 */
export const noStoreByDefault: Middleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  try {
    await next();
  } catch (err) {
    ctx.set('Cache-Control', 'no-store');
    throw err;
  }
};
