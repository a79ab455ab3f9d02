import type { Knex } from 'knex';
import type { MailMessage } from './types';

export interface OutboxRow extends MailMessage {
  id: string;
  /** Attempts so far, this one included (counted when claimed, so a crash mid-send still counts). */
  attempts: number;
}

/** Inserts on whatever it is given: pass the caller's transaction so the mail commits with its cause. */
export const insertMail = async (db: Knex | Knex.Transaction, message: MailMessage, now: Date): Promise<string> => {
  const [row] = (await db('mail_outbox')
    .insert({ to: message.to, subject: message.subject, html: message.html, text: message.text, next_attempt_at: now })
    .returning('id')) as { id: string }[];
  return row!.id;
};

/**
 * Claims up to `limit` due messages in one statement. SKIP LOCKED keeps two workers off the same
 * rows while they claim; the lease (locked_until) keeps them off while one sends.
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

export const markSent = (db: Knex, id: string, now: Date) =>
  db('mail_outbox').where({ id }).update({ status: 'sent', sent_at: now, locked_until: null, last_error: null });

export const markRetry = (db: Knex, id: string, nextAttemptAt: Date, error: string) =>
  db('mail_outbox').where({ id }).update({ next_attempt_at: nextAttemptAt, locked_until: null, last_error: error });

export const markDead = (db: Knex, id: string, error: string) =>
  db('mail_outbox').where({ id }).update({ status: 'dead', locked_until: null, last_error: error });
