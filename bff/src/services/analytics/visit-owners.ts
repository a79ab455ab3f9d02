import type { Knex } from 'knex';
import { Visit } from '../../models/visit';

/** Visits whose owner is remembered in the process; at about 100 bytes each, 50,000 are ~5 MB. */
export const VISIT_OWNERS_CAPACITY = 50_000;

// A page view or an event arrives on every Member navigation; a visit's owner and start never
// change, so they are read once (a primary-key lookup) and then answered from memory.

export interface KnownVisit {
  owner: string;
  /** When it started: its end's duration is never longer than the server saw since. */
  startedAt: Date;
  /** Ended when it was read, or by this process since (another process's end is not seen until then). */
  ended: boolean;
}

export interface VisitOwners {
  /** The visit's owner and whether it has ended, or undefined when there is no such visit. */
  visitOf(visitId: string): Promise<KnownVisit | undefined>;
  /** Remembers the owner of a visit just started (its row is written). */
  remember(visitId: string, userId: string, startedAt: Date): void;
  /** Remembers that the visit has ended (its row says so). */
  ended(visitId: string, visit: KnownVisit): void;
}

/**
 * The owner of each visit, least recently used first out. Only visits that exist are
 * remembered: an unknown id is asked again (and stays a 404). A visit deleted since (its
 * Member was) may still be remembered; its buffered rows are then skipped when written.
 */
export const createVisitOwners = (db: Knex, capacity = VISIT_OWNERS_CAPACITY): VisitOwners => {
  const visits = new Map<string, KnownVisit>();
  const keep = (visitId: string, visit: KnownVisit) => {
    // Map keeps insertion order: re-inserting marks the entry recently used.
    visits.delete(visitId);
    visits.set(visitId, visit);
    if (visits.size > capacity) visits.delete(visits.keys().next().value!);
  };
  return {
    async visitOf(visitId) {
      const known = visits.get(visitId);
      if (known !== undefined) {
        keep(visitId, known);
        return known;
      }
      const row = await Visit.query(db).findById(visitId).select('user_id', 'started_at', 'ended_at');
      if (!row?.user_id) return undefined;
      const visit = { owner: row.user_id, startedAt: new Date(row.started_at), ended: row.ended_at !== null };
      keep(visitId, visit);
      return visit;
    },
    remember: (visitId, userId, startedAt) => keep(visitId, { owner: userId, startedAt, ended: false }),
    ended: (visitId, visit) => keep(visitId, { ...visit, ended: true }),
  };
};
