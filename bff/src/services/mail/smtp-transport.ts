import nodemailer from 'nodemailer';
import type { MailTransport } from './types';

export interface SmtpTransportOptions {
  smtpUrl: string;
  from: string;
  /** Bounds one delivery attempt, so a hung server cannot hold the outbox worker (or its lease) for long. */
  timeoutMs?: number;
}

/** SMTP_URL → a real SMTP server (Mailpit in docker-compose, the company relay in production). */
export const createSmtpTransport = ({ smtpUrl, from, timeoutMs = 30_000 }: SmtpTransportOptions): MailTransport => {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const url = new URL(smtpUrl);
  return {
    description: `SMTP at ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
    send: async (message) => {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, html: message.html, text: message.text });
    },
    close: () => transporter.close(),
  };
};
