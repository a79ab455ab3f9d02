import type { Server } from 'node:http';
import type { Knex } from 'knex';

export interface Closable {
  server: Server;
  db: Knex;
  /** Stopped after the last request finished (the outbox worker, the mail transport). */
  background?: (() => Promise<void> | void)[];
}

/** Stops accepting, lets in-flight requests finish (idle keep-alive sockets close now), then stops the rest. */
export const closeGracefully = async ({ server, db, background = [] }: Closable): Promise<void> => {
  const closed = new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
  server.closeIdleConnections();
  await closed;
  for (const stop of background) await stop();
  await db.destroy();
};
