import type { Knex } from 'knex';
import { runPrepared, type PreparedStatement } from '../db/prepared';
import type { JoinedRead } from './joined-read';

// The session store's SQL (sessions/store.ts), the one place in sessions/ that runs it (decision 025).
// Every signed-in request reads its session: one primary-key lookup joined to the user. The reads
// of requests that arrive together go as one statement (db/batched.ts, docs/decisions/014): the
// hashes come in as an array, each row goes back to its request by `ord`. A named statement run
// straight on a pooled connection (db/prepared.ts), so PostgreSQL parses and plans it once per
// connection and knex builds nothing. Raw SQL on purpose, as the touch below: the measured hot
// path (issue #11, docs/decisions/009). Times go in as ISO strings and the idle check comes back
// as a boolean, so no Date is formatted or parsed per request.
// A session past either limit is simply not found; the cleanup timer deletes its row later.
const readSql = (requiredFor: readonly string[], joined = { columns: '', arrays: '', names: '' }) => `
  select cast(r.ord as int) as ord, s.data, s.last_seen_at <= $4 as stale,
         u.id as uid, u.category, u.first_name, u.last_name, u.email, u.country_id, u.pending_email,
         ${heldSql(requiredFor)} as held${joined.columns}
  from unnest(cast($1 as text[])${joined.arrays}) with ordinality as r(id${joined.names}, ord)
  join http_sessions s on s.id = r.id
  left join users u on u.id = s.user_id
  where s.expires_at > $2 and s.last_seen_at > $3`;

/** A category as an SQL literal: the config admits only letters, digits, spaces, `_` and `-` (config/schema.ts). */
const literal = (category: string): string => `'${category.replaceAll("'", "''")}'`;

/**
 * REQUIRE_MFA_FOR's hold (issue #27 item 5, decision 031), read with the session on every request:
 * a user of a category the policy names who holds neither confirmed one-time codes nor a passkey.
 * So a session opened before the policy (or before a factor was lost) is held at its next request,
 * and released on every browser once a factor is set up. Two primary-key/index probes, and only
 * for the categories named; a fixed policy per process, so it is part of the statement's text.
 */
const heldSql = (requiredFor: readonly string[]): string =>
  requiredFor.length === 0
    ? 'false'
    : `case when u.category in (${requiredFor.map(literal).join(', ')})
           then not exists (select 1 from user_totp t where t.user_id = u.id and t.confirmed_at is not null)
                and not exists (select 1 from passkeys p where p.user_id = u.id)
           else false end`;

/** Statement names are per text: the policy is part of it. */
const policyName = (requiredFor: readonly string[]): string => (requiredFor.length ? `_held_${requiredFor.join('_')}` : '');

/** The session read alone. */
export const sessionRead = (requiredFor: readonly string[]): PreparedStatement => ({
  name: `nl_session_read${policyName(requiredFor)}`,
  text: readSql(requiredFor),
});

/**
 * The session read with a route's read riding along (sessions/joined-read.ts): its row comes back
 * as one JSON column, `joined`, run only when the user has the route's category ($5). Its
 * parameters come in as one array each, beside the hashes, so each request's row gets its own.
 */
export const readWith = (joinedRead: JoinedRead, index: number, requiredFor: readonly string[]): PreparedStatement => {
  const params = joinedRead.types.map((type, i) => ({ placeholder: `$${6 + i}`, type, column: `p${i + 1}` }));
  const sql = joinedRead.sql('u.id', (n) => `r.${params[n - 1]!.column}`);
  return {
    name: `nl_session_read_joined_${index}${policyName(requiredFor)}`,
    text: readSql(requiredFor, {
      columns: `,
         case when u.category = $5 then (select row_to_json(j) from (${sql}) j) end as joined`,
      arrays: params.map((p) => `, cast(${p.placeholder} as ${p.type}[])`).join(''),
      names: params.map((p) => `, ${p.column}`).join(''),
    }),
  };
};

// Guarded by last_seen_at, so concurrent batches touching one session write it once.
const touch: PreparedStatement = {
  name: 'nl_session_touch',
  text: `update http_sessions set last_seen_at = $1 where id = any(cast($2 as text[])) and last_seen_at <= $3`,
};

/** A session's row, with its user's columns (null when signed out) and a route's joined read. */
export interface SessionRow {
  ord: number;
  joined?: unknown;
  data: Record<string, unknown>;
  stale: boolean;
  uid: string | null;
  category: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  country_id: string | null;
  pending_email: string | null;
  /** REQUIRE_MFA_FOR holds this user until a second factor is set up. */
  held: boolean;
}

/** Runs a session read (`sessionRead` or a `readWith`) for a batch: its rows, each with its request's `ord`. */
export const readSessions = async (db: Knex, statement: PreparedStatement, values: unknown[]): Promise<SessionRow[]> =>
  (await runPrepared<SessionRow>(db, statement, values)).rows;

/** Moves `last_seen_at` of the stale sessions of a batch: [now, hashes, staleBefore]. */
export const touchSessions = async (db: Knex, values: [string, string[], string]): Promise<void> => {
  await runPrepared(db, touch, values);
};
