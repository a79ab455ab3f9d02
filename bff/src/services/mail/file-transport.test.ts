import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxDir } from './file-transport';
import { fakeClock } from '../../../test/support/clock';
import { capturingLogger } from './test-helpers';
import { createMailTransport } from './transport';

describe('file transport (SMTP_URL unset)', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nextlevel-mail-'));
  });
  afterEach(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('writes a parseable .eml into DATA_DIR/outbox and logs its links', async () => {
    const { logger, records } = capturingLogger();
    const transport = createMailTransport({
      dataDir,
      from: 'NextLevel <no-reply@nextlevel.test>',
      logger,
      clock: fakeClock(new Date('2026-01-01T00:00:00Z')),
    });
    expect(transport.description).toBe(`files in ${outboxDir(dataDir)}`);
    await transport.send({
      to: 'ada@example.com',
      subject: 'Verify your email — ünïcode',
      html: '<p>Hi <a href="https://app.test/verify-email?token=abc">verify</a></p>',
      text: 'Hi, verify at https://app.test/verify-email?token=abc',
    });

    const files = await fs.readdir(outboxDir(dataDir));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2026-01-01T00-00-00-000Z-[0-9a-f-]{36}\.eml$/);
    const raw = await fs.readFile(path.join(outboxDir(dataDir), files[0]!));
    expect(raw.toString()).toContain('\r\n');
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe('Verify your email — ünïcode');
    expect(parsed.from?.value[0]).toMatchObject({ name: 'NextLevel', address: 'no-reply@nextlevel.test' });
    expect(parsed.to).toMatchObject({ text: 'ada@example.com' });
    expect(parsed.messageId).toBeTruthy();
    expect(parsed.text?.trim()).toBe('Hi, verify at https://app.test/verify-email?token=abc');
    expect(parsed.html).toContain('href="https://app.test/verify-email?token=abc"');

    const logged = records.find((r) => r.msg === 'mail written to the outbox directory');
    expect(logged).toMatchObject({ links: ['https://app.test/verify-email?token=abc'], file: path.join(outboxDir(dataDir), files[0]!) });
  });

  it('logs no links in production (MAIL_TO_FILES), where the log must not hold live tokens', async () => {
    const { logger, records } = capturingLogger();
    const transport = createMailTransport({ dataDir, from: 'a@b.test', logger, logLinks: false });
    await transport.send({ to: 'ada@example.com', subject: 'Verify', html: '<p>x</p>', text: 'https://app.test/verify-email?token=abc' });
    expect(await fs.readdir(outboxDir(dataDir))).toHaveLength(1);
    const logged = records.find((r) => r.msg === 'mail written to the outbox directory');
    expect(logged).toBeDefined();
    expect(JSON.stringify(records)).not.toContain('token=abc');
  });

  it('chooses SMTP when SMTP_URL is set', () => {
    const transport = createMailTransport({
      smtpUrl: 'smtp://mail.test:2525',
      dataDir,
      from: 'a@b.test',
      logger: capturingLogger().logger,
    });
    expect(transport.description).toBe('SMTP at mail.test:2525');
    transport.close();
  });
});
