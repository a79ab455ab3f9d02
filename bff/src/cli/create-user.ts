import { parseArgs } from 'node:util';
import type { Knex } from 'knex';
import * as v from 'valibot';
import { USER_CATEGORIES } from '../contract/user';
import { email, personName, strongPassword } from '../contract/fields';
import { messages } from '../contract/messages';
import { Country } from '../models/country';
import { User } from '../models/user';
import { isUniqueViolation } from '../services/auth/users';
import { hashPassword } from '../services/passwords';

export const createUserUsage =
  'Usage: pnpm cli create-user --email E --password P --first-name F --last-name L --category Internal|Member [--country NAME]';

export class CliError extends Error {
  override name = 'CliError';
}

const m = messages.validation;
const argsSchema = v.object({
  email: email(),
  password: strongPassword,
  first_name: personName(m.firstNameRequired, m.firstNameTooLong),
  last_name: personName(m.lastNameRequired, m.lastNameTooLong),
  category: v.picklist(USER_CATEGORIES, 'Category must be Internal or Member'),
  country: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('Country must not be empty'))),
});
export type CreateUserArgs = v.InferOutput<typeof argsSchema>;

/** Parses and validates the command line with the contract's own rules. */
export const parseCreateUserArgs = (argv: string[]): CreateUserArgs => {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: Object.fromEntries(
        ['email', 'password', 'first-name', 'last-name', 'category', 'country'].map((k) => [k, { type: 'string' as const }]),
      ),
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new CliError(`${(err as Error).message}\n${createUserUsage}`);
  }
  const missing = ['email', 'password', 'first-name', 'last-name', 'category'].filter((k) => values[k] === undefined);
  if (missing.length > 0) throw new CliError(`Missing ${missing.map((k) => `--${k}`).join(', ')}\n${createUserUsage}`);
  const result = v.safeParse(argsSchema, { ...values, first_name: values['first-name'], last_name: values['last-name'] });
  if (!result.success) {
    const issue = result.issues[0];
    const flag = (v.getDotPath(issue) ?? '').replace('_', '-');
    throw new CliError(`--${flag}: ${issue.message}`);
  }
  return result.output;
};

/** Creates a verified user (how staff accounts come to exist). Without --country, the first by name. */
export const createUser = async (db: Knex, args: CreateUserArgs): Promise<{ id: string; country: string }> => {
  const countryQuery = Country.query(db).select('id', 'country');
  const country = await (
    args.country ? countryQuery.whereRaw('lower(country) = lower(?)', [args.country]) : countryQuery.orderBy('country')
  ).first();
  if (!country) throw new CliError(`Unknown country: ${args.country ?? '(none in the database)'}`);
  const taken = await User.query(db).select('id').whereRaw('lower(email) = lower(?)', [args.email]).first();
  if (taken) throw new CliError(`A user with e-mail ${args.email} already exists`);
  const password = await hashPassword(args.password);
  try {
    const row = await User.query(db).insert({
      email: args.email,
      password,
      first_name: args.first_name,
      last_name: args.last_name,
      category: args.category,
      country_id: country.id,
      email_verified: true,
    });
    return { id: row.id, country: country.country };
  } catch (err) {
    if (isUniqueViolation(err)) throw new CliError(`A user with e-mail ${args.email} already exists`);
    throw err;
  }
};
