import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/db';
import { startSmtpReceiver, type SmtpReceiver } from '../../../test/support/smtp-receiver';
import { createOutbox } from './outbox';
import { createSmtpTransport } from './smtp-transport';
import { capturingLogger } from './test-helpers';

// Two bff processes mean two connection pools on one PostgreSQL (PGlite is one process by design).
let database: TestDatabase;
let second: Knex;
let receiver: SmtpReceiver;
beforeAll(async () => {
  database = await createTestDatabase();
  second = knex({ client: 'pg', connection: database.url });
  receiver = await startSmtpReceiver();
});
afterAll(async () => {
  await receiver.stop();
  await second.destroy();
  await database.close();
});

describe('two outbox workers on one database', () => {
  it('never send one message twice', async () => {
    const transport = createSmtpTransport({ smtpUrl: receiver.url, from: 'a@b.test' });
    const a = createOutbox({ db: database.db, transport, logger: capturingLogger().logger, batchSize: 3 });
    const b = createOutbox({ db: second, transport, logger: capturingLogger().logger, batchSize: 3 });
    await database.db.transaction(async (trx) => {
      for (let n = 0; n < 40; n++)
        await a.enqueue(trx, { to: `user${n}@example.com`, subject: `Hello ${n}`, html: `<p>${n}</p>`, text: `${n}` });
    });

    const [byA, byB] = await Promise.all([a.drain(), b.drain()]);
    expect(byA + byB).toBe(40);
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);

    const subjects = receiver.messages.map((m) => m.subject);
    expect(subjects).toHaveLength(40);
    expect(new Set(subjects).size).toBe(40);
    expect(await database.db('mail_outbox').where({ status: 'sent', attempts: 1 }).count({ n: '*' })).toEqual([{ n: '40' }]);
  });
});
