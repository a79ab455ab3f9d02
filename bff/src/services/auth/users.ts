import type { Knex } from 'knex';
import type { CurrentUser } from '../../contract/user';

/** The columns of `users` the account flows read. */
export interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  country_id: string;
  category: string;
  email_verified: boolean;
  pending_email: string | null;
}

export const userColumns = ['id', 'first_name', 'last_name', 'email', 'password', 'country_id', 'category', 'email_verified', 'pending_email'] as const;

/** Addresses are compared without case (the unique index is on lower(email)). */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const findUserByEmail = async (db: Knex | Knex.Transaction, email: string): Promise<UserRow | undefined> =>
  (await db('users').select([...userColumns]).whereRaw('lower(email) = ?', [normaliseEmail(email)]).first()) as UserRow | undefined;

export const findUserById = async (db: Knex | Knex.Transaction, id: string): Promise<UserRow | undefined> =>
  (await db('users').select([...userColumns]).where({ id }).first()) as UserRow | undefined;

/** The user as the API shows it: never the hash, never a token. */
export const toCurrentUser = (row: UserRow): CurrentUser => ({
  id: row.id,
  category: row.category,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  country_id: row.country_id,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the id names a country (a malformed id is simply unknown, not a database error). */
export const countryExists = async (db: Knex | Knex.Transaction, id: string): Promise<boolean> =>
  UUID.test(id) && (await db('countries').where({ id }).first('id')) !== undefined;

/** PostgreSQL's unique_violation, raised by pg and PGlite alike. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
