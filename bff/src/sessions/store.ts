import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { Clock } from '../app-deps';
import type { CurrentUser } from '../contract/resources';
import { hashSessionId } from './ids';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

// Every signed-in request runs this: one primary-key lookup joined to the user, as a named
// statement so PostgreSQL parses and plans it once per connection (and knex builds nothing).
const readSql = `select s.data, u.id as uid, u.category, u.first_name, u.last_name, u.email, u.country_id
  from http_sessions s left join users u on u.id = s.user_id
  where s.id = ? and s.expires_at > ?`;

interface Row {
  data: Record<string, unknown>;
  uid: string | null;
  category: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  country_id: string | null;
}

const toUser = (r: Row): CurrentUser | null =>
  r.uid ? { id: r.uid, category: r.category!, first_name: r.first_name!, last_name: r.last_name!, email: r.email!, country_id: r.country_id! } : null;

/**
 * koa-session's external store on `http_sessions`. Reading a session also loads its user
 * (one primary-key lookup joined to users), so a signed-in request costs a single query.
 */
export const sessionStore = (db: Knex, clock: Clock) => ({
  async get(key: string, _maxAge: number, { ctx }: { ctx: Context }) {
    const hash = hashSessionId(key);
    const { rows } = (await db.raw(readSql, [hash, clock.now()]).options({ name: 'nl_session_read' })) as { rows: Row[] };
    const row = rows[0];
    if (!row) return undefined;
    ctx.state.user = toUser(row);
    ctx.state.sessionHash = hash;
    return row.data;
  },

  async set(key: string, data: Record<string, unknown>, _maxAge: number, { ctx }: { ctx: Context }) {
    const hash = hashSessionId(key);
    const userId = typeof data.userId === 'string' ? data.userId : null;
    // The expiry is absolute: fixed on insert, never moved by later saves.
    await db('http_sessions')
      .insert({ id: hash, user_id: userId, data, expires_at: new Date(clock.now().getTime() + SESSION_TTL_MS), created_at: clock.now() })
      .onConflict('id')
      .merge(['data', 'user_id']);
    ctx.state.sessionHash = hash;
  },

  async destroy(key: string) {
    await db('http_sessions').where('id', hashSessionId(key)).delete();
  },
});
