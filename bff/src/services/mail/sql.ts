// The outbox's hand-written SQL (decision 025): the worker's claim, one statement that picks and
// leases due mails at once. Inserting and marking mails go through the model (outbox-store.ts).
import type { Knex } from 'knex';
import type { OutboxRow } from './outbox-store';

/**
 * Claims up to `limit` due messages in one statement. SKIP LOCKED keeps two workers off the same
 * rows while they claim; the lease (locked_until) keeps them off while one sends. One statement,
 * UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED), takes the lease atomically,
 * which a model read followed by an update could not.
 */
export const claimDue = async (db: Knex, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> => {
  const result = await db.raw<{ rows: OutboxRow[] }>(
    `UPDATE mail_outbox SET locked_until = ?, attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM mail_outbox
         WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)
         ORDER BY next_attempt_at
         LIMIT ?
         FOR UPDATE SKIP LOCKED)
      RETURNING id, "to", subject, html, text, attempts`,
    [leaseUntil, now, now, limit],
  );
  return result.rows;
};
