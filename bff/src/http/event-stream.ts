import { PassThrough } from 'node:stream';
import type { Context } from 'koa';

export interface EventStream {
  /** One event: its name, and its data as one line of JSON. */
  send(event: string, data: unknown): void;
  /** A `: ping` comment, which every client ignores and which keeps idle proxies from closing the stream. */
  ping(): void;
  /** Ends the answer; safe to call twice, or after the client went away. */
  end(): void;
}

/**
 * Turns the answer into server-sent events. Nothing is sent before the middleware unwinds (so the
 * session cookie still goes out); then Koa pipes the stream and every write leaves at once:
 * app.ts's compression skips text/event-stream, `no-transform` asks proxies not to compress
 * either, `X-Accel-Buffering: no` stops nginx buffering it, and a heartbeat every `heartbeatMs`
 * keeps the connection alive while the producer is silent. `no-store`, as every /api answer.
 * Writes are not paced: what is buffered is at most one answer (AI_MAX_TOKENS).
 */
export const openEventStream = (ctx: Context, { heartbeatMs }: { heartbeatMs: number }): EventStream => {
  const body = new PassThrough();
  ctx.status = 200;
  ctx.type = 'text/event-stream';
  ctx.set('Cache-Control', 'no-store, no-transform');
  ctx.set('X-Accel-Buffering', 'no');
  ctx.body = body;

  const write = (text: string) => {
    // Koa destroys the body when the client goes away.
    if (!body.destroyed && !body.writableEnded) body.write(text);
  };
  const ping = () => write(': ping\n\n');
  const heartbeat = setInterval(ping, heartbeatMs);
  body.once('close', () => clearInterval(heartbeat));
  return {
    send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    ping,
    end: () => {
      clearInterval(heartbeat);
      if (!body.destroyed && !body.writableEnded) body.end();
    },
  };
};
