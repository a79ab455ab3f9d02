import type { Context } from 'koa';
import { HttpError } from '../http/errors';

/**
 * Runs `read` (a body parser that calls its continuation once the body is parsed) and fails with a
 * 408 when the body has not all arrived within `ms`; the continuation, `next`, runs outside the
 * deadline. A 408 pauses the request and closes the connection with the answer: a client sending
 * a byte every half second would otherwise hold it until Node's requestTimeout (5 minutes). The
 * parser, left waiting, ends with the connection; what it ends with is nobody's.
 */
export const readWithin = async (
  ctx: Context,
  { ms, message }: { ms: number; message: string },
  read: (afterRead: () => Promise<void>) => Promise<void>,
  next: () => Promise<unknown>,
): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  let late = false;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      late = true;
      ctx.req.pause();
      reject(new HttpError(408, message, { headers: { Connection: 'close' } }));
    }, ms);
  });
  const reading = read(async () => {
    clearTimeout(timer);
    if (!late) await next();
  });
  reading.catch(() => undefined);
  try {
    await Promise.race([reading, deadline]);
  } finally {
    clearTimeout(timer);
  }
};
