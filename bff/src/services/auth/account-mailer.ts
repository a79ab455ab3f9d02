import type { Knex } from 'knex';
import type { EmailParts } from '../../mail-templates/email-parts';
import type { MailMessage } from '../mail/types';
import type { AccountMailer } from './deps';

/** The shared layout: turns what a mail says into its HTML and plain-text bodies. */
export type RenderEmail = (content: Omit<EmailParts, 'subject'>) => { html: string; text: string };

export interface MailQueue {
  enqueue(trx: Knex | Knex.Transaction, message: MailMessage): Promise<void>;
}

/** Account mails go through the outbox, in the caller's transaction: never sent inline, never lost. */
export const createAccountMailer = (queue: MailQueue, render: RenderEmail): AccountMailer => ({
  async send(trx, to, { subject, ...content }) {
    await queue.enqueue(trx, { to, subject, ...render(content) });
  },
});
