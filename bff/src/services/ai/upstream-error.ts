import { APIConnectionTimeoutError, APIError } from 'openai';
import { messages } from '../../contract/messages';
import { badGateway, gatewayTimeout, HttpError } from '../../http/errors';
import type { Logger } from 'pino';
import type { Deadline } from './deadline';

/** What went wrong upstream, for our logs only: the client gets the catalogue's generic message. */
const describe = (err: unknown) =>
  err instanceof APIError
    ? { status: err.status, message: err.message, type: err.type, code: err.code }
    : { message: err instanceof Error ? err.message : String(err) };

/**
 * Maps a failed AI call to the error the client sees: our timeout → 504, anything upstream → 502.
 * A caller that cancelled gets its own abort reason back (nobody is listening for an answer).
 */
export const upstreamHttpError = (err: unknown, deadline: Deadline, logger: Logger): unknown => {
  if (err instanceof HttpError) return err;
  if (deadline.cancelled()) return err;
  if (deadline.timedOut() || err instanceof APIConnectionTimeoutError) {
    logger.warn({ upstream: describe(err) }, 'AI request timed out');
    return gatewayTimeout(messages.errors.aiTimeout, err);
  }
  logger.error({ upstream: describe(err) }, 'AI request failed');
  return badGateway(messages.errors.aiFailed, err);
};

/** An answer with no text is a failure too. */
export const emptyAnswer = (logger: Logger) => {
  logger.error('AI answered with no text');
  return badGateway(messages.errors.aiFailed);
};
