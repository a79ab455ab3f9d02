import { createFileTransport } from './file-transport';
import { createSmtpTransport } from './smtp-transport';
import { systemClock, type Clock } from '../../app-deps';
import type { Logger, MailTransport } from './types';

export interface MailTransportConfig {
  smtpUrl?: string | undefined;
  dataDir: string;
  from: string;
  logger: Logger;
  clock?: Clock;
  /** Whether the file transport logs links; false in production (MAIL_TO_FILES), where tokens stay out of logs. */
  logLinks?: boolean;
}

/** SMTP_URL → SMTP; unset → .eml files in DATA_DIR/outbox with their links logged (README, Configuration). */
export const createMailTransport = ({
  smtpUrl,
  dataDir,
  from,
  logger,
  clock = systemClock,
  logLinks = true,
}: MailTransportConfig): MailTransport =>
  smtpUrl ? createSmtpTransport({ smtpUrl, from }) : createFileTransport({ dataDir, from, logger, clock, logLinks });
