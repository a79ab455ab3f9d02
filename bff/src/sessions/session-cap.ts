import type { Knex } from 'knex';
import { HttpSession } from '../models/http-session';

/**
 * Ends a user's oldest login sessions so that at most `max` are left, the current one among them
 * (issue #23 item 4: sign-ins must not pile up session rows). Ended or idle rows count too, as the
 * oldest; the cleanup timer would delete them anyway. Returns how many went.
 */
export const endOldestSessions = async (db: Knex, userId: string, currentHash: string, max: number): Promise<number> => {
  const newestOthers = HttpSession.query(db)
    .select('id')
    .where('user_id', userId)
    .whereNot('id', currentHash)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'last_seen_at', order: 'desc' },
    ])
    .limit(Math.max(max - 1, 0));
  return HttpSession.query(db).where('user_id', userId).whereNot('id', currentHash).whereNotIn('id', newestOthers).delete();
};
