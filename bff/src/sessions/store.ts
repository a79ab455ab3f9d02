import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { Clock } from '../app-deps';
import type { CurrentUser } from '../contract/user';
import { runPrepared, type PreparedStatement } from '../db/prepared';
import { HttpSession } from '../models/http-session';
import type { SessionStore } from './context';
import { hashSessionId } from './ids';
import { joinedReadKey, keepJoinedResult, type JoinedRead } from './joined-read';

/** How long a login session lasts: ended by `idleMs` without a request, or `absoluteMs` after sign-in. */
export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

/**
 * `last_seen_at` moves at most this often per session, so a busy user costs one write a minute,
 * not one per request; the idle timeout is therefore exact to within this much.
 */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

// Every signed-in request runs this: one primary-key lookup joined to the user, as a named
// statement run straight on a pooled connection (db/prepared.ts), so PostgreSQL parses and plans
// it once per connection and knex builds nothing. Raw SQL on purpose, as the touch below: the
// measured hot path (issue #11, docs/decisions/009). Times go in as ISO strings and the idle
// check comes back as a boolean, so no Date is formatted or parsed per request.
// A session past either limit is simply not found; the cleanup timer deletes its row later.
const readSql = (
  joined = '',
) => `select s.data, s.last_seen_at <= $4 as stale, u.id as uid, u.category, u.first_name, u.last_name, u.email, u.country_id${joined}
  from http_sessions s left join users u on u.id = s.user_id
  where s.id = $1 and s.expires_at > $2 and s.last_seen_at > $3`;
const read: PreparedStatement = { name: 'nl_session_read', text: readSql() };

/**
 * The session read with a route's read riding along (sessions/joined-read.ts): its row comes back
 * as one JSON column, `joined`, run only when the user has the route's category ($5).
 */
const readWith = (joinedRead: JoinedRead, index: number): PreparedStatement => {
  const sql = joinedRead.sql('u.id', (n) => `$${5 + n}`);
  return {
    name: `nl_session_read_joined_${index}`,
    text: readSql(`,
    case when u.category = $5 then (select row_to_json(j) from (${sql}) j) end as joined`),
  };
};

// Guarded by last_seen_at, so concurrent requests of one session write it once.
const touch: PreparedStatement = {
  name: 'nl_session_touch',
  text: `update http_sessions set last_seen_at = $1 where id = $2 and last_seen_at <= $3`,
};

interface Row {
  joined?: unknown;
  data: Record<string, unknown>;
  stale: boolean;
  uid: string | null;
  category: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  country_id: string | null;
}

const toUser = (r: Row): CurrentUser | null =>
  r.uid
    ? { id: r.uid, category: r.category!, first_name: r.first_name!, last_name: r.last_name!, email: r.email!, country_id: r.country_id! }
    : null;

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * The login-session store on `http_sessions`. Reading a session also loads its user
 * (one primary-key lookup joined to users), so a signed-in request costs a single query; a
 * request with a joined read (`joinedReads`) gets its route's data from that same query.
 */
export const sessionStore = (db: Knex, clock: Clock, lifetime: SessionLifetime, joinedReads: JoinedRead[] = []): SessionStore => {
  const joined = new Map(joinedReads.map((r, i) => [joinedReadKey(r.method, r.path), { read: r, statement: readWith(r, i) }]));
  return {
    async get(key: string, ctx: Context) {
      const hash = hashSessionId(key);
      const now = clock.now().getTime();
      const staleBefore = iso(now - LAST_SEEN_RESOLUTION_MS);
      const values = [hash, iso(now), iso(now - lifetime.idleMs), staleBefore];
      const rider = joined.size ? joined.get(joinedReadKey(ctx.method, ctx.path)) : undefined;
      const riderValues = rider?.read.values(ctx);
      const { rows } =
        rider && riderValues
          ? await runPrepared<Row>(db, rider.statement, [...values, rider.read.category, ...riderValues])
          : await runPrepared<Row>(db, read, values);
      const row = rows[0];
      if (!row) return undefined;
      if (row.stale) await runPrepared(db, touch, [iso(now), hash, staleBefore]);
      if (riderValues && row.category === rider?.read.category) keepJoinedResult(ctx, row.joined);
      ctx.state.user = toUser(row);
      ctx.state.sessionHash = hash;
      return row.data;
    },

    async set(key: string, data: Record<string, unknown>, ctx: Context) {
      const hash = hashSessionId(key);
      const userId = typeof data.userId === 'string' ? data.userId : null;
      const now = clock.now();
      // The expiry is absolute: fixed on insert, never moved by later saves.
      await HttpSession.query(db)
        .insert({
          id: hash,
          user_id: userId,
          data,
          expires_at: new Date(now.getTime() + lifetime.absoluteMs),
          created_at: now,
          last_seen_at: now,
        })
        .onConflict('id')
        .merge(['data', 'user_id', 'last_seen_at']);
      ctx.state.sessionHash = hash;
    },

    async destroy(key: string) {
      await HttpSession.query(db).findById(hashSessionId(key)).delete();
    },
  };
};
