import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps what it receives, for tests of the mail outbox. */
export interface SmtpReceiver {
  readonly port: number;
  /** smtp://127.0.0.1:<port>, ready for SMTP_URL. */
  readonly url: string;
  readonly messages: ParsedMail[];
  /** Resolves with the first received message that matches, or rejects after timeoutMs. */
  waitFor(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** Listens again on the same port after stop(). */
  start(): Promise<void>;
  /** Closes the port: senders get "connection refused" until start(). */
  stop(): Promise<void>;
}

export const startSmtpReceiver = async (): Promise<SmtpReceiver> => {
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | undefined;
  let port = 0;

  const listen = async () => {
    const next = new SMTPServer({
      authOptional: true,
      // Plain SMTP like Mailpit: no self-signed STARTTLS for nodemailer to stumble on.
      disabledCommands: ['AUTH', 'STARTTLS'],
      closeTimeout: 100,
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            messages.push(mail);
            for (const wake of waiters) wake();
            callback();
          },
          (err: Error) => callback(err),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        next.off('error', reject);
        resolve();
      });
    });
    port = (next.server.address() as AddressInfo).port;
    server = next;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    messages,
    waitFor: (predicate, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    start: async () => {
      if (!server) await listen();
    },
    stop: async () => {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
};
