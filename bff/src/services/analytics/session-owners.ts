import type { Knex } from 'knex';
import { runPrepared, type PreparedStatement } from '../../db/prepared';

/** Sessions whose owner is remembered in the process; at about 100 bytes each, 50,000 are ~5 MB. */
export const SESSION_OWNERS_CAPACITY = 50_000;

// A page view or an event arrives on every Member navigation; a session's owner never changes,
// so it is read once (a named primary-key lookup: db/prepared.ts) and then answered from memory.
const sessionSql: PreparedStatement = {
  name: 'nl_analytics_session_state',
  text: 'select user_id, ended_at is not null as ended from sessions where id = $1',
};

export interface KnownSession {
  owner: string;
  /** Ended when it was read, or by this process since (another process's end is not seen until then). */
  ended: boolean;
}

export interface SessionOwners {
  /** The analytics session's owner and whether it has ended, or undefined when there is no such session. */
  sessionOf(sessionId: string): Promise<KnownSession | undefined>;
  /** Remembers the owner of a session just started (its row is written). */
  remember(sessionId: string, userId: string): void;
  /** Remembers that the session has ended (its row says so). */
  ended(sessionId: string, userId: string): void;
}

/**
 * The owner of each analytics session, least recently used first out. Only sessions that exist
 * are remembered: an unknown id is asked again (and stays a 404). A session deleted since (its
 * Member was) may still be remembered; its buffered rows are then skipped when written.
 */
export const createSessionOwners = (db: Knex, capacity = SESSION_OWNERS_CAPACITY): SessionOwners => {
  const sessions = new Map<string, KnownSession>();
  const keep = (sessionId: string, session: KnownSession) => {
    // Map keeps insertion order: re-inserting marks the entry recently used.
    sessions.delete(sessionId);
    sessions.set(sessionId, session);
    if (sessions.size > capacity) sessions.delete(sessions.keys().next().value!);
  };
  return {
    async sessionOf(sessionId) {
      const known = sessions.get(sessionId);
      if (known !== undefined) {
        keep(sessionId, known);
        return known;
      }
      const { rows } = await runPrepared<{ user_id: string | null; ended: boolean }>(db, sessionSql, [sessionId]);
      const row = rows[0];
      if (!row?.user_id) return undefined;
      const session = { owner: row.user_id, ended: row.ended };
      keep(sessionId, session);
      return session;
    },
    remember: (sessionId, userId) => keep(sessionId, { owner: userId, ended: false }),
    ended: (sessionId, userId) => keep(sessionId, { owner: userId, ended: true }),
  };
};
