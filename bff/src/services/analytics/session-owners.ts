import type { Knex } from 'knex';
import { AnalyticsSession } from '../../models/analytics-session';

/** Sessions whose owner is remembered in the process; at about 100 bytes each, 50,000 are ~5 MB. */
export const SESSION_OWNERS_CAPACITY = 50_000;

// A page view or an event arrives on every Member navigation; a session's owner and start never
// change, so they are read once (a primary-key lookup) and then answered from memory.

export interface KnownSession {
  owner: string;
  /** When it started: its end's duration is never longer than the server saw since. */
  startedAt: Date;
  /** Ended when it was read, or by this process since (another process's end is not seen until then). */
  ended: boolean;
}

export interface SessionOwners {
  /** The analytics session's owner and whether it has ended, or undefined when there is no such session. */
  sessionOf(sessionId: string): Promise<KnownSession | undefined>;
  /** Remembers the owner of a session just started (its row is written). */
  remember(sessionId: string, userId: string, startedAt: Date): void;
  /** Remembers that the session has ended (its row says so). */
  ended(sessionId: string, session: KnownSession): void;
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
      const row = await AnalyticsSession.query(db).findById(sessionId).select('user_id', 'started_at', 'ended_at');
      if (!row?.user_id) return undefined;
      const session = { owner: row.user_id, startedAt: new Date(row.started_at), ended: row.ended_at !== null };
      keep(sessionId, session);
      return session;
    },
    remember: (sessionId, userId, startedAt) => keep(sessionId, { owner: userId, startedAt, ended: false }),
    ended: (sessionId, session) => keep(sessionId, { ...session, ended: true }),
  };
};
