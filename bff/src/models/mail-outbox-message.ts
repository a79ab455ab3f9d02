import { BaseModel } from './base';

/**
 * A queued mail (issue #2 item 6). services/mail/outbox-store.ts writes it; claiming due rows
 * stays one raw UPDATE … FOR UPDATE SKIP LOCKED there, since the lease must be taken atomically.
 */
export class MailOutboxMessage extends BaseModel {
  static override tableName = 'mail_outbox';
  id!: string;
  to!: string;
  subject!: string;
  html!: string;
  text!: string;
  status!: 'pending' | 'sent' | 'dead';
  attempts!: number;
  next_attempt_at!: Date;
  locked_until!: Date | null;
  last_error!: string | null;
  created_at!: Date;
  sent_at!: Date | null;
}
