import type { Logger } from 'pino';

/** One e-mail, already rendered (see layout.ts); the sender address comes from MAIL_FROM. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Delivers one message now, or throws; retrying is the outbox's job. */
export interface MailTransport {
  /** For the start-up log: where mail goes. */
  readonly description: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export type { Logger };
