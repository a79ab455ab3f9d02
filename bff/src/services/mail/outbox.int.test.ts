import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpReceiver, type SmtpReceiver } from '../../../test/support/smtp-receiver';
import { fakeClock } from '../../../test/support/clock';
import { createTestDatabase, type TestDatabase } from '../../../test/support/db';
import { createOutbox } from './outbox';
import { createSmtpTransport } from './smtp-transport';
import { capturingLogger } from './test-helpers';
import type { MailMessage } from './types';

let database: TestDatabase;
let db: Knex;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});

const policy = { baseMs: 1_000, capMs: 60_000, maxAttempts: 5 };
const mail = (n = 1): MailMessage => ({
  to: `user${n}@example.com`,
  subject: `Hello ${n}`,
  html: `<p>Hello ${n}</p>`,
  text: `Hello ${n}`,
});
const row = async (subject: string) =>
  (await db('mail_outbox').where({ subject }).first()) as {
    status: string;
    attempts: number;
    next_attempt_at: Date;
    last_error: string | null;
    sent_at: Date | null;
  };

let receiver: SmtpReceiver;
beforeEach(async () => {
  receiver = await startSmtpReceiver();
  await db('mail_outbox').delete();
});
afterEach(async () => {
  await receiver.stop();
});

describe('mail outbox', () => {
  it('backs off while the SMTP server is down and delivers once it is back, exactly once', async () => {
    const clock = fakeClock(new Date('2026-01-01T00:00:00Z'));
    const { logger, records } = capturingLogger();
    const outbox = createOutbox({
      db,
      transport: createSmtpTransport({ smtpUrl: receiver.url, from: 'a@b.test' }),
      logger,
      clock,
      backoff: policy,
    });
    await receiver.stop();
    await db.transaction((trx) => outbox.enqueue(trx, mail()));

    expect(await outbox.drain()).toBe(1);
    const first = await row('Hello 1');
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.last_error).toMatch(/ECONNREFUSED/);
    expect(first.next_attempt_at.getTime()).toBe(clock.now().getTime() + 1_000);
    expect(await outbox.drain()).toBe(0); // not due yet

    clock.advance(1_000);
    expect(await outbox.drain()).toBe(1);
    const second = await row('Hello 1');
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second.next_attempt_at.getTime()).toBe(clock.now().getTime() + 2_000);
    expect(records.filter((r) => r.msg === 'mail not sent; will retry')).toHaveLength(2);

    await receiver.start();
    clock.advance(1_999);
    expect(await outbox.drain()).toBe(0);
    clock.advance(1);
    expect(await outbox.drain()).toBe(1);
    const sent = await row('Hello 1');
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(sent.sent_at?.getTime()).toBe(clock.now().getTime());

    clock.advance(3_600_000);
    expect(await outbox.drain()).toBe(0);
    expect(receiver.messages.map((m) => m.subject)).toEqual(['Hello 1']);
    expect(receiver.messages[0]!.text?.trim()).toBe('Hello 1');
    expect(receiver.messages[0]!.html).toContain('<p>Hello 1</p>');
  });

  it('keeps no body, token or link in a sent row, only what debugs delivery', async () => {
    const clock = fakeClock(new Date('2026-01-01T00:00:00Z'));
    const outbox = createOutbox({
      db,
      transport: createSmtpTransport({ smtpUrl: receiver.url, from: 'a@b.test' }),
      logger: capturingLogger().logger,
      clock,
      backoff: policy,
    });
    const token = 'live-token-0123456789abcdef';
    await outbox.enqueue(db, {
      to: 'ada@example.com',
      subject: 'Reset your password',
      html: `<a href="https://app.test/reset-password?token=${token}">reset</a>`,
      text: `https://app.test/reset-password?token=${token}`,
    });
    await receiver.stop();
    expect(await outbox.drain()).toBe(1);
    // Still retrying: the body must survive until it is sent.
    const retrying = await db('mail_outbox').where({ subject: 'Reset your password' }).first();
    expect(retrying).toMatchObject({ status: 'pending', text: expect.stringContaining(token), html: expect.stringContaining(token) });

    await receiver.start();
    clock.advance(1_000);
    expect(await outbox.drain()).toBe(1);
    expect(receiver.messages[0]!.text).toContain(token);
    const sent = await db('mail_outbox').where({ subject: 'Reset your password' }).first();
    expect(JSON.stringify(sent)).not.toContain(token);
    expect(JSON.stringify(sent)).not.toContain('https://');
    expect(sent).toMatchObject({
      status: 'sent',
      to: 'ada@example.com',
      subject: 'Reset your password',
      html: '',
      text: '',
      attempts: 2,
      last_error: null,
    });
    expect(sent.sent_at).toEqual(clock.now());
    expect(sent.created_at).toBeInstanceOf(Date);
  });

  it('keeps no body in a row given up as dead', async () => {
    const clock = fakeClock(new Date('2026-01-01T00:00:00Z'));
    const outbox = createOutbox({
      db,
      transport: createSmtpTransport({ smtpUrl: receiver.url, from: 'a@b.test' }),
      logger: capturingLogger().logger,
      clock,
      backoff: { ...policy, maxAttempts: 1 },
    });
    await receiver.stop();
    await outbox.enqueue(db, {
      to: 'ada@example.com',
      subject: 'Verify',
      html: '<a href="https://app.test/verify-email?token=t0k3n">v</a>',
      text: 'https://app.test/verify-email?token=t0k3n',
    });
    await outbox.drain();
    const dead = await db('mail_outbox').where({ subject: 'Verify' }).first();
    expect(dead).toMatchObject({
      status: 'dead',
      to: 'ada@example.com',
      html: '',
      text: '',
      last_error: expect.stringMatching(/ECONNREFUSED/),
    });
  });

  it('sends nothing when the transaction that queued the mail rolls back', async () => {
    const outbox = createOutbox({
      db,
      transport: createSmtpTransport({ smtpUrl: receiver.url, from: 'a@b.test' }),
      logger: capturingLogger().logger,
    });
    await expect(
      db.transaction(async (trx) => {
        await outbox.enqueue(trx, mail());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outbox.drain()).toBe(0);
    expect(await db('mail_outbox').count({ n: '*' })).toEqual([{ n: '0' }]);
  });

  it('gives a message up as dead after the last attempt, and logs it', async () => {
    const clock = fakeClock(new Date('2026-01-01T00:00:00Z'));
    const { logger, records } = capturingLogger();
    const transport = createSmtpTransport({ smtpUrl: receiver.url, from: 'a@b.test' });
    const outbox = createOutbox({ db, transport, logger, clock, backoff: { ...policy, maxAttempts: 2 } });
    await receiver.stop();
    await outbox.enqueue(db, mail());
    await outbox.drain();
    clock.advance(1_000);
    await outbox.drain();
    expect(await row('Hello 1')).toMatchObject({ status: 'dead', attempts: 2 });
    expect(records.find((r) => r.msg === 'mail given up after its last attempt')).toMatchObject({ level: 50, attempts: 2 });
    clock.advance(3_600_000);
    expect(await outbox.drain()).toBe(0);
  });

  it('leaves a message claimed by another worker alone until its lease ends', async () => {
    const clock = fakeClock(new Date('2026-01-01T00:00:00Z'));
    const transport = createSmtpTransport({ smtpUrl: receiver.url, from: 'a@b.test' });
    const outbox = createOutbox({ db, transport, logger: capturingLogger().logger, clock, leaseMs: 120_000 });
    await outbox.enqueue(db, mail(5));
    // A worker that claimed it and then died: the lease is still running.
    await db('mail_outbox').update({ locked_until: new Date(clock.now().getTime() + 60_000), attempts: 1 });
    expect(await outbox.drain()).toBe(0);
    clock.advance(60_000);
    expect(await outbox.drain()).toBe(1);
    expect(await row('Hello 5')).toMatchObject({ status: 'sent', attempts: 2 });
    expect(receiver.messages).toHaveLength(1);
  });

  it('runs on its own: a committed enqueue kicks the worker without waiting for the poll', async () => {
    const transport = createSmtpTransport({ smtpUrl: receiver.url, from: 'NextLevel <no-reply@nextlevel.test>' });
    const outbox = createOutbox({ db, transport, logger: capturingLogger().logger, pollIntervalMs: 60_000 });
    outbox.start();
    try {
      await db.transaction((trx) => outbox.enqueue(trx, mail(7)));
      const received = await receiver.waitFor((m) => m.subject === 'Hello 7', 3_000);
      expect(received.from?.value[0]).toMatchObject({ name: 'NextLevel', address: 'no-reply@nextlevel.test' });
      expect(received.to).toMatchObject({ text: 'user7@example.com' });
    } finally {
      await outbox.stop();
    }
    expect(await row('Hello 7')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('stop() waits for the send in flight', async () => {
    let release = () => undefined as void;
    let sending = () => undefined as void;
    const started = new Promise<void>((resolve) => (sending = resolve));
    const transport = {
      description: 'slow',
      close: () => undefined,
      send: () => {
        sending();
        return new Promise<void>((done) => (release = done));
      },
    };
    const outbox = createOutbox({ db, transport, logger: capturingLogger().logger, pollIntervalMs: 60_000 });
    await outbox.enqueue(db, mail(3));
    outbox.start();
    await started;
    let stopped = false;
    const stopping = outbox.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await row('Hello 3')).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
