import type { Knex } from 'knex';
import { UniqueViolationError } from 'objection';
import type { CurrentUser } from '../../contract/user';
import { Country } from '../../models/country';
import { User } from '../../models/user';

/** The columns of `users` the account flows read: never the token hashes. */
export const userColumns = [
  'id',
  'first_name',
  'last_name',
  'email',
  'password',
  'country_id',
  'category',
  'email_verified',
  'pending_email',
] as const;

/** A user as the account flows read it (see userColumns). */
export type UserRow = Pick<User, (typeof userColumns)[number]>;

/** Addresses are compared without case (the unique index is on lower(email)). */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const findUserByEmail = async (db: Knex | Knex.Transaction, email: string): Promise<UserRow | undefined> =>
  User.query(db)
    .select(...userColumns)
    .whereRaw('lower(email) = ?', [normaliseEmail(email)])
    .first();

export const findUserById = async (db: Knex | Knex.Transaction, id: string): Promise<UserRow | undefined> =>
  User.query(db)
    .select(...userColumns)
    .findById(id);

/** The user as the API shows it: never the hash, never a token. */
export const toCurrentUser = (row: UserRow): CurrentUser => ({
  id: row.id,
  category: row.category,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  country_id: row.country_id,
  ...(row.pending_email ? { pending_email: row.pending_email } : {}),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the id names a country (a malformed id is simply unknown, not a database error). */
export const countryExists = async (db: Knex | Knex.Transaction, id: string): Promise<boolean> =>
  UUID.test(id) && (await Country.query(db).select('id').findById(id)) !== undefined;

/** PostgreSQL's unique_violation, raised by pg and PGlite alike, whether or not objection wrapped it. */
export const isUniqueViolation = (error: unknown): boolean => {
  if (error instanceof UniqueViolationError) return true;
  const e = error as { code?: unknown; nativeError?: { code?: unknown } } | null;
  return typeof e === 'object' && e !== null && (e.code === '23505' || e.nativeError?.code === '23505');
};
