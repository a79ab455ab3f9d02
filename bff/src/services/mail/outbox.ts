import type { Knex } from 'knex';
import { insertMail } from './outbox-store';
import { createOutboxWorker, type OutboxWorkerOptions } from './outbox-worker';
import { systemClock, type Clock } from '../../app-deps';
import type { MailMessage } from './types';

/** What createApp's deps get: queue a mail with the change that causes it; the worker does the rest. */
export interface Outbox {
  /** Inserts on `trx` (the caller's transaction); the worker is kicked once it commits. */
  enqueue(trx: Knex | Knex.Transaction, message: MailMessage): Promise<void>;
  start(): void;
  stop(): Promise<void>;
  kick(): void;
  drain(): Promise<number>;
}

const isTransaction = (db: Knex | Knex.Transaction): db is Knex.Transaction => db.isTransaction === true;

export type OutboxOptions = Omit<OutboxWorkerOptions, 'clock'> & { clock?: Clock };

/** The mail outbox (issue #2 item 6): nothing is lost while the mail server is down. */
export const createOutbox = ({ clock = systemClock, ...options }: OutboxOptions): Outbox => {
  const worker = createOutboxWorker({ ...options, clock });
  return {
    enqueue: async (trx, message) => {
      await insertMail(trx, message, clock.now());
      if (isTransaction(trx)) {
        // Resolves on commit, rejects on rollback (then there is nothing to send).
        trx.executionPromise.then(worker.kick, () => undefined);
      } else worker.kick();
    },
    start: worker.start,
    stop: worker.stop,
    kick: worker.kick,
    drain: worker.drain,
  };
};
