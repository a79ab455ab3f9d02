import type { Server } from 'node:http';
import type { Knex } from 'knex';

export interface Closable {
  server: Server;
  db: Knex;
  /** Stopped after the last request finished (the outbox worker, the mail transport). */
  background?: (() => Promise<void> | void)[];
}

/** Stops accepting, lets in-flight requests finish (idle keep-alive sockets close as soon as they are idle), then stops the rest. */
export const closeGracefully = async ({ server, db, background = [] }: Closable): Promise<void> => {
  const closed = new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
  // A request still in flight leaves its kept-alive socket idle when it ends: that socket is closed
  // then too, not after the server's keepAliveTimeout (a proxy may keep connections a minute).
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  server.closeIdleConnections();
  try {
    await closed;
  } finally {
    clearInterval(sweep);
  }
  for (const stop of background) await stop();
  await db.destroy();
};
