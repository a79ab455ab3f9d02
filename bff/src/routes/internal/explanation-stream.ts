import type { Context } from 'koa';
import type { Logger } from 'pino';
import { messages } from '../../contract/messages';
import {
  EXPLANATION_STREAM_EVENTS,
  type ExplanationChunkEvent,
  type ExplanationDoneEvent,
  type ExplanationErrorEvent,
} from '../../contract/snippets';
import { openEventStream } from '../../http/event-stream';
import { toHttpError } from '../../middleware/errors';

const STILL_SILENT = Symbol('still silent');

export interface ExplanationStreamOptions {
  heartbeatMs: number;
  /** Aborted when the client hung up: then nothing is sent, and nothing is logged as failed. */
  signal: AbortSignal;
  logger: Logger;
}

/**
 * Answers with the explanation as server-sent events (contract/snippets.ts): `chunk` {text} per
 * piece, then `done` {explanation} with the whole text, or `error` {error} and the end.
 *
 * The answer starts with the first piece, or with a heartbeat once the model has been silent for
 * `heartbeatMs`: until then a failure (an upstream 500, a refused connection, a quick timeout)
 * is thrown, and the error middleware answers it as plain JSON with its status.
 */
export const streamExplanation = async (
  ctx: Context,
  pieces: AsyncIterable<string>,
  { heartbeatMs, signal, logger }: ExplanationStreamOptions,
) => {
  const iterator = pieces[Symbol.asyncIterator]();
  const firstPiece = iterator.next();
  let timer: NodeJS.Timeout | undefined;
  const silence = new Promise<typeof STILL_SILENT>((resolve) => {
    timer = setTimeout(() => resolve(STILL_SILENT), heartbeatMs);
  });
  const first = await Promise.race([firstPiece, silence]).finally(() => clearTimeout(timer));

  const stream = openEventStream(ctx, { heartbeatMs });
  if (first === STILL_SILENT) stream.ping();

  const pump = async () => {
    let text = '';
    try {
      // The race above has already handled a rejection of firstPiece; awaiting it again rethrows it here.
      let result = first === STILL_SILENT ? await firstPiece : first;
      while (!result.done) {
        text += result.value;
        stream.send(EXPLANATION_STREAM_EVENTS.chunk, { text: result.value } satisfies ExplanationChunkEvent);
        result = await iterator.next();
      }
      stream.send(EXPLANATION_STREAM_EVENTS.done, { explanation: text.trim() } satisfies ExplanationDoneEvent);
    } catch (err) {
      if (signal.aborted) return;
      const e = toHttpError(err);
      if (e.status >= 500) logger.error({ reqId: ctx.state.requestId, err: e.cause ?? e, path: ctx.path }, 'explanation stream failed');
      const error = e.expose ? e.message : messages.errors.internal;
      stream.send(EXPLANATION_STREAM_EVENTS.error, { error } satisfies ExplanationErrorEvent);
    } finally {
      stream.end();
    }
  };
  // Koa sends the stream once the middleware has unwound; the pump fills it meanwhile and after.
  void pump();
};
