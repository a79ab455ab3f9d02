import { APIConnectionTimeoutError, APIError } from 'openai';
import { messages } from '../../contract/messages';
import { badGateway, gatewayTimeout, HttpError } from '../../http/errors';
import type { Logger } from 'pino';
import type { Deadline } from './deadline';

/** An upstream error code is an identifier (`invalid_api_key`, `rate_limit_exceeded`); anything else is not logged. */
const identifier = (value: unknown) => (typeof value === 'string' && /^[\w.-]{1,64}$/.test(value) ? value : undefined);

/** The system error code under a failed connection (ECONNREFUSED, ENOTFOUND …), wherever fetch put it. */
const connectionCode = (err: unknown): string | undefined => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth += 1)
    if (typeof e.code === 'string' && /^E[A-Z_]+$/.test(e.code)) return e.code;
  return undefined;
};

/**
 * What went wrong upstream, for our logs only: status, code and request id. Never the message or
 * body (issue #23 item 11): an upstream may quote the key there, as OpenAI's own 401 does in part.
 */
const describe = (err: unknown) =>
  err instanceof APIError && err.status !== undefined
    ? { status: err.status, code: identifier(err.code), requestId: identifier(err.requestID) }
    : { name: err instanceof Error ? err.constructor.name : typeof err, code: connectionCode(err) };

/**
 * Maps a failed AI call to the error the client sees: our timeout → 504, anything upstream → 502.
 * A caller that cancelled gets its own abort reason back (nobody is listening for an answer).
 * The upstream error is not passed on as the cause: the error middleware logs causes whole.
 */
export const upstreamHttpError = (err: unknown, deadline: Deadline, logger: Logger): unknown => {
  if (err instanceof HttpError) return err;
  if (deadline.cancelled()) return err;
  if (deadline.timedOut() || err instanceof APIConnectionTimeoutError) {
    logger.warn({ upstream: describe(err) }, 'AI request timed out');
    return gatewayTimeout(messages.errors.aiTimeout);
  }
  logger.error({ upstream: describe(err) }, 'AI request failed');
  return badGateway(messages.errors.aiFailed);
};

/** An answer with no text is a failure too. */
export const emptyAnswer = (logger: Logger) => {
  logger.error('AI answered with no text');
  return badGateway(messages.errors.aiFailed);
};
