import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { extractLinks } from './links';
import type { Clock } from '../../app-deps';
import type { Logger, MailTransport } from './types';

export interface FileTransportOptions {
  dataDir: string;
  from: string;
  logger: Logger;
  clock: Clock;
  /** Log each mail's links (development); production keeps live tokens out of its logs. */
  logLinks?: boolean;
}

/** Where the file transport writes: DATA_DIR/outbox. */
export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/**
 * SMTP_URL unset → each mail becomes a real RFC 822 file, DATA_DIR/outbox/<timestamp>-<id>.eml
 * (openable in any mail client), and its links are logged so sign-up works without a mail server.
 */
export const createFileTransport = ({ dataDir, from, logger, clock, logLinks = true }: FileTransportOptions): MailTransport => {
  const dir = outboxDir(dataDir);
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: `files in ${dir}`,
    send: async (message) => {
      const info = await composer.sendMail({ from, to: message.to, subject: message.subject, html: message.html, text: message.text });
      const stamp = clock.now().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomUUID()}.eml`);
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(file, info.message as Buffer);
      logger.info(
        { file, subject: message.subject, ...(logLinks ? { links: extractLinks(message.text) } : {}) },
        'mail written to the outbox directory',
      );
    },
    close: () => composer.close(),
  };
};
