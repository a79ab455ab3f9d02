import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeClock } from '../../../test/support/clock';
import { outboxDir } from './file-transport';
import { createOutboxFilesPruner, OUTBOX_FILE_MAX_AGE_MS } from './outbox-files-pruner';
import { capturingLogger } from './test-helpers';
import { createMailTransport } from './transport';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-03-01T12:00:00Z');

describe('#23.12 mails the file transport wrote to DATA_DIR/outbox', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nextlevel-outbox-files-'));
  });
  afterEach(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** A file in the outbox directory, last written `ageMs` before `now`. */
  const fileAged = async (name: string, ageMs: number) => {
    const file = path.join(outboxDir(dataDir), name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, 'Subject: Reset your password\r\n\r\nhttps://app.test/reset-password?token=live');
    const at = new Date(now.getTime() - ageMs);
    await fs.utimes(file, at, at);
    return name;
  };
  const remaining = async () => (await fs.readdir(outboxDir(dataDir))).sort();

  it('are deleted once older than a day, with their live links; newer mails and other files stay', async () => {
    const old = await fileAged('old.eml', OUTBOX_FILE_MAX_AGE_MS + HOUR);
    const fresh = await fileAged('fresh.eml', OUTBOX_FILE_MAX_AGE_MS - HOUR);
    const notMail = await fileAged('notes.txt', 30 * 24 * HOUR);
    expect(await remaining()).toContain(old);
    const { logger, records } = capturingLogger();
    const pruner = createOutboxFilesPruner({ dataDir, clock: fakeClock(now), logger });
    pruner.start();
    await pruner.stop();
    expect(await remaining()).toEqual([fresh, notMail].sort());
    expect(records.find((r) => r.msg === 'mail files older than a day deleted from the outbox directory')).toMatchObject({ files: 1 });
  });

  it('are pruned on start and then every interval, as the clock moves on', async () => {
    await fileAged('a.eml', OUTBOX_FILE_MAX_AGE_MS + HOUR);
    const clock = fakeClock(now);
    const { logger } = capturingLogger();
    const pruner = createOutboxFilesPruner({ dataDir, clock, logger, intervalMs: 20 });
    pruner.start();
    await expect.poll(remaining).toEqual([]);

    // A mail the transport writes now is kept for a day, then goes at the next run.
    await createMailTransport({ dataDir, from: 'a@b.test', logger, clock }).send({
      to: 'ada@example.com',
      subject: 'S',
      html: '<p>x</p>',
      text: 'x',
    });
    const [written] = await remaining();
    await fs.utimes(path.join(outboxDir(dataDir), written!), now, now);
    await new Promise((r) => setTimeout(r, 60));
    expect(await remaining()).toEqual([written]);
    clock.advance(OUTBOX_FILE_MAX_AGE_MS + 1);
    await expect.poll(remaining).toEqual([]);
    await pruner.stop();
  });

  it('does nothing, and reports nothing, while there is no outbox directory', async () => {
    const { logger, records } = capturingLogger();
    const pruner = createOutboxFilesPruner({ dataDir: path.join(dataDir, 'never-made'), clock: fakeClock(now), logger });
    expect(await pruner.runOnce()).toBe(0);
    expect(records).toEqual([]);
  });
});
