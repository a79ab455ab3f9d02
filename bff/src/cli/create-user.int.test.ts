import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../services/passwords';
import { createTestDatabase, type TestDatabase } from '../../test/support/db';
import { createUser, parseCreateUserArgs } from './create-user';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const args = (email: string, extra: string[] = []) =>
  parseCreateUserArgs([
    '--email',
    email,
    '--password',
    'Staff1234',
    '--first-name',
    'Sam',
    '--last-name',
    'Staff',
    '--category',
    'Internal',
    ...extra,
  ]);

describe('create-user', () => {
  it('creates a verified user with a hashed password in the named country', async () => {
    const { id, country } = await createUser(t.db, args('staff@example.com', ['--country', 'france']));
    expect(country).toBe('France');
    const row = await t.db('users').where({ id }).first();
    expect(row).toMatchObject({ email: 'staff@example.com', category: 'Internal', email_verified: true, first_name: 'Sam' });
    expect(await verifyPassword(row.password, 'Staff1234')).toBe(true);
  });

  it('refuses an unknown country', async () => {
    await expect(createUser(t.db, args('x@example.com', ['--country', 'Atlantis']))).rejects.toThrow('Unknown country: Atlantis');
  });

  it('refuses a duplicate e-mail, whatever its case', async () => {
    await expect(createUser(t.db, args('STAFF@example.com'))).rejects.toThrow('already exists');
  });
});
