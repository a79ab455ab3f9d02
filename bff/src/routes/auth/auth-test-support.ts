import type { ParsedMail } from 'mailparser';
import { pino } from 'pino';
import { startTestApp, type TestApp } from '../../../test/support/app';
import { startSmtpReceiver, type SmtpReceiver } from '../../../test/support/smtp-receiver';
import type { Outbox } from '../../services/mail/outbox';
import { createOutbox } from '../../services/mail/outbox';
import { createSmtpTransport } from '../../services/mail/smtp-transport';
import { endpoints } from '../../contract/endpoints';

export const PUBLIC_URL = 'https://app.nextlevel.test';

export interface AuthTestApp extends TestApp {
  smtp: SmtpReceiver;
  /** Waits for the mail to `to` whose subject matches; every account mail arrives through the real outbox. */
  mail(to: string, subject: RegExp): Promise<ParsedMail>;
  /** The token of the first link to `path` in a mail's plain-text body. */
  tokenIn(mail: ParsedMail, path: string): string;
  countryId: string;
  /** Stops and restarts mail delivery (the worker shares the event loop, and on PGlite the database, with requests). */
  pauseDelivery(): Promise<void>;
  resumeDelivery(): void;
}

/**
 * A test app whose outbox delivers through SMTP to a real receiver. The outbox needs the test
 * database, which exists only once the app has started, so routes get a forwarder to it.
 */
export const startAuthApp = async (env: Record<string, string> = {}): Promise<AuthTestApp> => {
  const smtp = await startSmtpReceiver();
  const holder: { real?: Outbox } = {};
  const outbox: Outbox = {
    enqueue: (trx, message) => holder.real!.enqueue(trx, message),
    start: () => holder.real?.start(),
    stop: async () => holder.real?.stop(),
    kick: () => holder.real?.kick(),
    drain: async () => (holder.real ? holder.real.drain() : 0),
  };
  const t = await startTestApp({ env: { PUBLIC_URL, ...env }, deps: { outbox } });
  const transport = createSmtpTransport({ smtpUrl: smtp.url, from: 'NextLevel <no-reply@nextlevel.test>', timeoutMs: 5_000 });
  const real = createOutbox({ db: t.db, transport, logger: pino({ level: 'silent' }), clock: t.clock, pollIntervalMs: 100 });
  holder.real = real;
  real.start();
  const country = (await t.db('countries').first('id')) as { id: string };
  return {
    ...t,
    smtp,
    countryId: country.id,
    mail: (to, subject) =>
      smtp.waitFor(
        (m) => m.to !== undefined && JSON.stringify(m.to).toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject ?? ''),
      ),
    tokenIn: (mail, path) => {
      const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
      if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
      return match[1]!;
    },
    pauseDelivery: () => real.stop(),
    resumeDelivery: () => real.start(),
    close: async () => {
      await real.stop();
      transport.close();
      await smtp.stop();
      await t.close();
    },
  };
};

let counter = 0;
/** A sign-up body with a fresh address. */
export const signUpBody = (countryId: string, overrides: Record<string, string> = {}) => {
  counter += 1;
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada${counter}-${Date.now()}@example.com`,
    password: 'Analytic1',
    country_id: countryId,
    ...overrides,
  };
};

/** Signs up and opens the verification link: a verified Member, signed in on the returned client. */
export const registerVerified = async (t: AuthTestApp, overrides: Record<string, string> = {}) => {
  const body = signUpBody(t.countryId, overrides);
  const client = t.client();
  await client.post(endpoints.register.path, body);
  const token = t.tokenIn(await t.mail(body.email, /Verify your email/), '/verify-email');
  const res = await client.get(`${endpoints.verifyEmail.path}?token=${token}`);
  if (res.status !== 200) throw new Error(`verification failed: ${res.text}`);
  return { ...body, client, id: res.json<{ user: { id: string } }>().user.id };
};
