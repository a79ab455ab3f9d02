import type { Knex } from 'knex';
import { hashPassword, type PasswordHashCost } from '../../src/services/passwords';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  category: string;
}

let counter = 0;

/** Inserts a verified user directly (the accounts routes have their own tests), its password hashed at the test-low cost unless asked. */
export const createUser = async (
  db: Knex,
  fields: { category?: string; email?: string; password?: string; verified?: boolean; cost?: PasswordHashCost } = {},
): Promise<TestUser> => {
  counter += 1;
  const email = fields.email ?? `user${counter}-${Date.now()}@example.com`;
  const password = fields.password ?? 'Password1';
  const category = fields.category ?? 'Member';
  const country = (await db('countries').first('id')) as { id: string };
  const [row] = (await db('users')
    .insert({
      first_name: 'Test',
      last_name: `User${counter}`,
      email,
      password: await hashPassword(password, fields.cost ?? 'test-low'),
      country_id: country.id,
      category,
      email_verified: fields.verified ?? true,
    })
    .returning('id')) as { id: string }[];
  return { id: row!.id, email, password, category };
};
