import type { Context } from 'koa';

/**
 * Aborts when the client hangs up before its answer is complete, so the work done for it (an
 * upstream AI request) stops too. A finished answer also closes the response; that is not a hang-up.
 */
export const clientGoneSignal = (ctx: Context): AbortSignal => {
  const controller = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) controller.abort();
  });
  return controller.signal;
};

/** nginx's "client closed request": what the request log shows for an answer nobody received. */
export const CLIENT_CLOSED_REQUEST = 499;
