import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { Clock } from '../app-deps';
import type { CurrentUser } from '../contract/user';
import { batched } from '../db/batched';
import { runPrepared, type PreparedStatement } from '../db/prepared';
import { HttpSession } from '../models/http-session';
import type { SessionStore } from './context';
import { hashSessionId } from './ids';
import { FIRST_VISIT } from './sign-in';
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

// Every signed-in request reads its session: one primary-key lookup joined to the user. The reads
// of requests that arrive together go as one statement (db/batched.ts, docs/decisions/014): the
// hashes come in as an array, each row goes back to its request by `ord`. A named statement run
// straight on a pooled connection (db/prepared.ts), so PostgreSQL parses and plans it once per
// connection and knex builds nothing. Raw SQL on purpose, as the touch below: the measured hot
// path (issue #11, docs/decisions/009). Times go in as ISO strings and the idle check comes back
// as a boolean, so no Date is formatted or parsed per request.
// A session past either limit is simply not found; the cleanup timer deletes its row later.
const readSql = (joined = { columns: '', arrays: '', names: '' }) => `
  select cast(r.ord as int) as ord, s.data, s.last_seen_at <= $4 as stale,
         u.id as uid, u.category, u.first_name, u.last_name, u.email, u.country_id, u.pending_email${joined.columns}
  from unnest(cast($1 as text[])${joined.arrays}) with ordinality as r(id${joined.names}, ord)
  join http_sessions s on s.id = r.id
  left join users u on u.id = s.user_id
  where s.expires_at > $2 and s.last_seen_at > $3`;
const read: PreparedStatement = { name: 'nl_session_read', text: readSql() };

/**
 * The session read with a route's read riding along (sessions/joined-read.ts): its row comes back
 * as one JSON column, `joined`, run only when the user has the route's category ($5). Its
 * parameters come in as one array each, beside the hashes, so each request's row gets its own.
 */
const readWith = (joinedRead: JoinedRead, index: number): PreparedStatement => {
  const params = joinedRead.types.map((type, i) => ({ placeholder: `$${6 + i}`, type, column: `p${i + 1}` }));
  const sql = joinedRead.sql('u.id', (n) => `r.${params[n - 1]!.column}`);
  return {
    name: `nl_session_read_joined_${index}`,
    text: readSql({
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

/** At most this many batches read at once, each on one pooled connection; the rest of the pool serves everything else. */
const READS_IN_FLIGHT = 2;
/** A batch's most reads: a statement whose arrays stay small. */
const READS_PER_BATCH = 64;

interface Row {
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
}

/** One request's read: its session's hash and, with a joined read, the route's parameters. */
interface Read {
  hash: string;
  values?: unknown[];
}

const toUser = (r: Row): CurrentUser | null =>
  r.uid
    ? {
        id: r.uid,
        category: r.category!,
        first_name: r.first_name!,
        last_name: r.last_name!,
        email: r.email!,
        country_id: r.country_id!,
        ...(r.pending_email ? { pending_email: r.pending_email } : {}),
        // Marked at sign-in (sign-in.ts), in the session's own data: no column, no other read.
        ...(r.data[FIRST_VISIT] === true ? { first_visit: true as const } : {}),
      }
    : null;

const iso = (ms: number): string => new Date(ms).toISOString();

/** The n-th parameter of every read, as one array. */
const column = (reads: Read[], n: number): unknown[] => reads.map((r) => r.values![n]);

export const sessionStore = (db: Knex, clock: Clock, lifetime: SessionLifetime, joinedReads: JoinedRead[] = []): SessionStore => {
  /** Reads a batch with `statement`; `extra` are its parameters after the four of the session read. */
  const reader = (statement: PreparedStatement, extra: (reads: Read[]) => unknown[]) =>
    batched<Read, Row | undefined>(
      async (reads) => {
        const now = clock.now().getTime();
        const staleBefore = iso(now - LAST_SEEN_RESOLUTION_MS);
        const hashes = reads.map((r) => r.hash);
        const values = [hashes, iso(now), iso(now - lifetime.idleMs), staleBefore, ...extra(reads)];
        const { rows } = await runPrepared<Row>(db, statement, values);
        const answers: (Row | undefined)[] = new Array(reads.length).fill(undefined);
        const stale = new Set<string>();
        for (const row of rows) {
          answers[row.ord - 1] = row;
          if (row.stale) stale.add(hashes[row.ord - 1]!);
        }
        if (stale.size) await runPrepared(db, touch, [iso(now), [...stale], staleBefore]);
        return answers;
      },
      { maxInFlight: READS_IN_FLIGHT, maxSize: READS_PER_BATCH },
    );
  const plain = reader(read, () => []);
  const joined = new Map(
    joinedReads.map((r, i) => [
      joinedReadKey(r.method, r.path),
      { read: r, load: reader(readWith(r, i), (reads) => [r.category, ...r.types.map((_, n) => column(reads, n))]) },
    ]),
  );
  return {
    async get(key: string, ctx: Context) {
      const hash = hashSessionId(key);
      const rider = joined.size ? joined.get(joinedReadKey(ctx.method, ctx.path)) : undefined;
      const values = rider?.read.values(ctx);
      const row = rider && values ? await rider.load({ hash, values }) : await plain({ hash });
      if (!row) return undefined;
      if (values && row.category === rider?.read.category) keepJoinedResult(ctx, row.joined);
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
