import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { Country } from '../models/country';
import { User } from '../models/user';
import { hashPassword, verifyPassword } from '../services/passwords';

export interface DemoAccount {
  email: string;
  password: string;
  category: 'Member' | 'Internal';
}

const accounts = [
  { email: 'member@example.com', category: 'Member', first_name: 'Demo', last_name: 'Member' },
  { email: 'internal@example.com', category: 'Internal', first_name: 'Demo', last_name: 'Staff' },
] as const;

// Upper, lower and digit guaranteed so the password also passes the sign-up rule.
const newPassword = () => `Demo-${randomBytes(9).toString('base64url')}a1A`;

const readStored = (file: string): Record<string, string> => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
};

/**
 * Outside production: makes sure the demo accounts exist, verified, with passwords that stay
 * the same across restarts (kept in DATA_DIR/demo-accounts.json). Never called in production.
 */
export const ensureDemoAccounts = async (db: Knex, dataDir: string): Promise<DemoAccount[]> => {
  const file = path.join(dataDir, 'demo-accounts.json');
  const stored = readStored(file);
  const out: DemoAccount[] = [];
  await db.transaction(async (trx) => {
    const country = await Country.query(trx).select('id').orderBy('country').first();
    if (!country) throw new Error('Seed the countries before the demo accounts');
    for (const a of accounts) {
      const existing = await User.query(trx).select('id', 'password').whereRaw('lower(email) = ?', [a.email]).first();
      let password = stored[a.email];
      if (existing && password && (await verifyPassword(existing.password, password))) {
        out.push({ email: a.email, password, category: a.category });
        continue;
      }
      password = newPassword();
      const hash = await hashPassword(password);
      if (existing) await User.query(trx).findById(existing.id).patch({ password: hash, email_verified: true });
      else await User.query(trx).insert({ ...a, password: hash, country_id: country.id, email_verified: true });
      out.push({ email: a.email, password, category: a.category });
    }
  });
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(Object.fromEntries(out.map((a) => [a.email, a.password])), null, 2), { mode: 0o600 });
  return out;
};
