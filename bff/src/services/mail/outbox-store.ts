import type { Knex } from 'knex';
import { MailOutboxMessage } from '../../models/mail-outbox-message';
import type { MailMessage } from './types';

export interface OutboxRow extends MailMessage {
  id: string;
  /** Attempts so far, this one included (counted when claimed, so a crash mid-send still counts). */
  attempts: number;
}

/** Inserts on whatever it is given: pass the caller's transaction so the mail commits with its cause. */
export const insertMail = async (db: Knex | Knex.Transaction, message: MailMessage, now: Date): Promise<string> => {
  const row = await MailOutboxMessage.query(db).insert({
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    next_attempt_at: now,
  });
  return row.id;
};

/**
 * Issue #9 item 8: once a mail has left, the row must not keep its live links (verification and
 * reset tokens are credentials), so the bodies are blanked in the same update. The row itself
 * stays for debugging delivery: recipient, subject (a fixed text per template, no secret in it),
 * attempts, timestamps. A row that is still retrying keeps its body; a dead one is blanked too,
 * since nobody will ever receive its link and the user's next request issues a fresh one.
 */
const REDACTED = { html: '', text: '' };

export const markSent = (db: Knex, id: string, now: Date) =>
  MailOutboxMessage.query(db)
    .findById(id)
    .patch({ status: 'sent', sent_at: now, locked_until: null, last_error: null, ...REDACTED });

export const markRetry = (db: Knex, id: string, nextAttemptAt: Date, error: string) =>
  MailOutboxMessage.query(db).findById(id).patch({ next_attempt_at: nextAttemptAt, locked_until: null, last_error: error });

export const markDead = (db: Knex, id: string, error: string) =>
  MailOutboxMessage.query(db)
    .findById(id)
    .patch({ status: 'dead', locked_until: null, last_error: error, ...REDACTED });
