import type { Knex } from 'knex';
import { backoffDelay, defaultBackoff, type BackoffPolicy } from './backoff';
import { markDead, markRetry, markSent, type OutboxRow } from './outbox-store';
import { claimDue } from './sql';
import type { Clock } from '../../app-deps';
import type { Logger, MailTransport } from './types';

export interface OutboxWorkerOptions {
  db: Knex;
  transport: MailTransport;
  logger: Logger;
  clock: Clock;
  pollIntervalMs?: number;
  batchSize?: number;
  /** How long a claim holds; longer than one send can take (the SMTP transport times out at 30 s). */
  leaseMs?: number;
  backoff?: BackoffPolicy;
}

export interface OutboxWorker {
  start(): void;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
  /** Runs promptly instead of at the next poll (after an enqueue commits). */
  kick(): void;
  /** Sends every due message now, until none is left; resolves to how many were attempted. */
  drain(): Promise<number>;
}

const describeError = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);

/** Delivers the outbox: claim due rows under a lease, send, then mark sent, retry later, or dead. */
export const createOutboxWorker = (options: OutboxWorkerOptions): OutboxWorker => {
  const { db, transport, logger, clock } = options;
  const { pollIntervalMs = 5_000, batchSize = 10, leaseMs = 120_000, backoff = defaultBackoff } = options;

  const deliver = async (row: OutboxRow) => {
    try {
      await transport.send(row);
    } catch (err) {
      const error = describeError(err);
      if (row.attempts >= backoff.maxAttempts) {
        await markDead(db, row.id, error);
        logger.error({ mailId: row.id, attempts: row.attempts, error }, 'mail given up after its last attempt');
      } else {
        const nextAttemptAt = new Date(clock.now().getTime() + backoffDelay(row.attempts, backoff));
        await markRetry(db, row.id, nextAttemptAt, error);
        logger.warn({ mailId: row.id, attempts: row.attempts, nextAttemptAt, error }, 'mail not sent; will retry');
      }
      return;
    }
    await markSent(db, row.id, clock.now());
    logger.info({ mailId: row.id, attempts: row.attempts }, 'mail sent');
  };

  const runOnce = async (): Promise<number> => {
    const now = clock.now();
    const rows = await claimDue(db, now, new Date(now.getTime() + leaseMs), batchSize);
    for (const row of rows) await deliver(row);
    return rows.length;
  };

  const drain = async () => {
    let total = 0;
    for (let n = await runOnce(); n > 0; n = await runOnce()) total += n;
    return total;
  };

  let running = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;

  const schedule = () => {
    if (!running || timer || current) return;
    timer = setTimeout(tick, pollIntervalMs);
    timer.unref();
  };

  function tick() {
    clearTimeout(timer);
    timer = undefined;
    if (current) {
      again = true;
      return;
    }
    current = (async () => {
      try {
        while (running && (await runOnce()) > 0);
      } catch (err) {
        logger.error({ err }, 'mail outbox worker failed; will try again');
      }
    })().finally(() => {
      current = undefined;
      if (again && running) {
        again = false;
        tick();
      } else schedule();
    });
  }

  return {
    start: () => {
      if (running) return;
      running = true;
      tick();
    },
    stop: async () => {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      await current;
    },
    kick: () => {
      if (running) tick();
    },
    drain,
  };
};
