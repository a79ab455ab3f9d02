import { createFileTransport } from './file-transport';
import { createSmtpTransport } from './smtp-transport';
import { systemClock, type Clock, type Logger, type MailTransport } from './types';

export interface MailTransportConfig {
  smtpUrl?: string | undefined;
  dataDir: string;
  from: string;
  logger: Logger;
  clock?: Clock;
}

/** SMTP_URL → SMTP; unset → .eml files in DATA_DIR/outbox with their links logged (ARCHITECTURE.md, Configuration). */
export const createMailTransport = ({ smtpUrl, dataDir, from, logger, clock = systemClock }: MailTransportConfig): MailTransport =>
  smtpUrl ? createSmtpTransport({ smtpUrl, from }) : createFileTransport({ dataDir, from, logger, clock });
