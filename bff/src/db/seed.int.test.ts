import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../services/passwords';
import { createTestDatabase, type TestDatabase } from '../../test/support/db';
import { ensureDemoAccounts } from './demo-accounts';
import { seedDatabase } from './seed';

let t: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-demo-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('seeding', () => {
  it('adds nothing to a database that already has data', async () => {
    expect(await seedDatabase(t.db)).toEqual({ countries: 0, snippets: 0 });
  });

  it('creates verified demo accounts whose passwords stay the same across restarts', async () => {
    const first = await ensureDemoAccounts(t.db, dataDir);
    expect(first.map((a) => [a.email, a.category])).toEqual([
      ['member@example.com', 'Member'],
      ['internal@example.com', 'Internal'],
    ]);
    const again = await ensureDemoAccounts(t.db, dataDir);
    expect(again).toEqual(first);
    for (const a of first) {
      const row = await t.db('users').where('email', a.email).first();
      expect(row.email_verified).toBe(true);
      expect(await verifyPassword(row.password, a.password)).toBe(true);
    }
  });

  it('resets a demo password when its stored copy is lost', async () => {
    fs.rmSync(path.join(dataDir, 'demo-accounts.json'));
    const [member] = await ensureDemoAccounts(t.db, dataDir);
    const row = await t.db('users').where('email', 'member@example.com').first();
    expect(await verifyPassword(row.password, member!.password)).toBe(true);
    expect(await t.db('users').where('email', 'member@example.com').count({ n: '*' })).toEqual([{ n: '1' }]);
  });
});
