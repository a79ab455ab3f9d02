import type { Middleware } from 'koa';
import { tooManyRequests } from '../http/errors';

/**
 * Lets one request at a time through, in this process; another meanwhile is a 429 with
 * Retry-After before its body is read. Put it before the body parser of a route whose every
 * request may hold a large body and a database transaction (the upload, issue #23 item 7).
 */
export const oneAtATime = ({ retryAfterSeconds, message }: { retryAfterSeconds: number; message: string }): Middleware => {
  let busy = false;
  return async (_ctx, next) => {
    if (busy) throw tooManyRequests(retryAfterSeconds, message);
    busy = true;
    try {
      await next();
    } finally {
      busy = false;
    }
  };
};
