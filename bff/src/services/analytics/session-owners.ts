import type { Knex } from 'knex';
import { runPrepared, type PreparedStatement } from '../../db/prepared';

/** Sessions whose owner is remembered in the process; at about 100 bytes each, 50,000 are ~5 MB. */
export const SESSION_OWNERS_CAPACITY = 50_000;

// A page view or an event arrives on every Member navigation; a session's owner never changes,
// so it is read once (a named primary-key lookup: db/prepared.ts) and then answered from memory.
const ownerSql: PreparedStatement = {
  name: 'nl_analytics_session_owner',
  text: 'select user_id from sessions where id = $1',
};

export interface SessionOwners {
  /** The user who owns the analytics session, or undefined when there is no such session. */
  ownerOf(sessionId: string): Promise<string | undefined>;
  /** Remembers the owner of a session just started (its row is written). */
  remember(sessionId: string, userId: string): void;
}

/**
 * The owner of each analytics session, least recently used first out. Only sessions that exist
 * are remembered: an unknown id is asked again (and stays a 404). A session deleted since (its
 * Member was) may still be remembered; its buffered rows are then skipped when written.
 */
export const createSessionOwners = (db: Knex, capacity = SESSION_OWNERS_CAPACITY): SessionOwners => {
  const owners = new Map<string, string>();
  const remember = (sessionId: string, userId: string) => {
    owners.delete(sessionId);
    owners.set(sessionId, userId);
    if (owners.size > capacity) owners.delete(owners.keys().next().value!);
  };
  return {
    async ownerOf(sessionId) {
      const known = owners.get(sessionId);
      if (known !== undefined) {
        // Map keeps insertion order: moving the entry to the end marks it recently used.
        owners.delete(sessionId);
        owners.set(sessionId, known);
        return known;
      }
      const { rows } = await runPrepared<{ user_id: string | null }>(db, ownerSql, [sessionId]);
      const owner = rows[0]?.user_id ?? undefined;
      if (owner !== undefined) remember(sessionId, owner);
      return owner;
    },
    remember,
  };
};
