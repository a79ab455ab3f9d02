import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { Clock } from '../app-deps';
import type { CurrentUser } from '../contract/user';
import { batched } from '../db/batched';
import type { PreparedStatement } from '../db/prepared';
import { HttpSession } from '../models/http-session';
import type { SessionStore } from './context';
import { hashSessionId } from './ids';
import { FIRST_VISIT } from './sign-in';
import { joinedReadKey, keepJoinedResult, type JoinedRead } from './joined-read';
import { readSessions, readWith, sessionRead, touchSessions, type SessionRow as Row } from './sql';

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

/** At most this many batches read at once, each on one pooled connection; the rest of the pool serves everything else. */
const READS_IN_FLIGHT = 2;
/** A batch's most reads: a statement whose arrays stay small. */
const READS_PER_BATCH = 64;

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
        // Read with the session (sql.ts `heldSql`): a session opened before the policy is held too.
        ...(r.held ? { mfa_setup_required: true as const } : {}),
      }
    : null;

const iso = (ms: number): string => new Date(ms).toISOString();

/** The n-th parameter of every read, as one array. */
const column = (reads: Read[], n: number): unknown[] => reads.map((r) => r.values![n]);

/** What the store reads beside the session: the routes' joined reads and REQUIRE_MFA_FOR's categories. */
export interface SessionReads {
  joinedReads?: JoinedRead[];
  requireMfaFor?: readonly string[];
}

export const sessionStore = (
  db: Knex,
  clock: Clock,
  lifetime: SessionLifetime,
  { joinedReads = [], requireMfaFor = [] }: SessionReads = {},
): SessionStore => {
  /** Reads a batch with `statement`; `extra` are its parameters after the four of the session read. */
  const reader = (statement: PreparedStatement, extra: (reads: Read[]) => unknown[]) =>
    batched<Read, Row | undefined>(
      async (reads) => {
        const now = clock.now().getTime();
        const staleBefore = iso(now - LAST_SEEN_RESOLUTION_MS);
        const hashes = reads.map((r) => r.hash);
        const values = [hashes, iso(now), iso(now - lifetime.idleMs), staleBefore, ...extra(reads)];
        const rows = await readSessions(db, statement, values);
        const answers: (Row | undefined)[] = new Array(reads.length).fill(undefined);
        const stale = new Set<string>();
        for (const row of rows) {
          answers[row.ord - 1] = row;
          if (row.stale) stale.add(hashes[row.ord - 1]!);
        }
        if (stale.size) await touchSessions(db, [iso(now), [...stale], staleBefore]);
        return answers;
      },
      { maxInFlight: READS_IN_FLIGHT, maxSize: READS_PER_BATCH },
    );
  const plain = reader(sessionRead(requireMfaFor), () => []);
  const joined = new Map(
    joinedReads.map((r, i) => [
      joinedReadKey(r.method, r.path),
      { read: r, load: reader(readWith(r, i, requireMfaFor), (reads) => [r.category, ...r.types.map((_, n) => column(reads, n))]) },
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
