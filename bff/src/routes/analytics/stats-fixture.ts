import type { Knex } from 'knex';

/** Writes analytics rows as ingestion would leave them (ingestion has its own tests), at given times. */
export const analyticsFixture = (db: Knex) => ({
  async visit(userId: string, startedAt: string, fields: { lastSeenAt?: string; totalDuration?: number } = {}): Promise<string> {
    const [row] = (await db('sessions')
      .insert({
        user_id: userId,
        started_at: startedAt,
        last_seen_at: fields.lastSeenAt ?? startedAt,
        ended_at: fields.totalDuration === undefined ? null : (fields.lastSeenAt ?? startedAt),
        total_duration: fields.totalDuration ?? null,
        entry_page: '/members/dashboard',
      })
      .returning('id')) as { id: string }[];
    return row!.id;
  },

  async view(
    visitId: string,
    userId: string,
    pagePath: string,
    at: string,
    fields: { area?: string | null; build?: string | null } = {},
  ): Promise<void> {
    await db('page_views').insert({ session_id: visitId, user_id: userId, page_path: pagePath, timestamp: at, ...fields });
  },

  async event(visitId: string, userId: string, eventType: string, at: string): Promise<void> {
    await db('user_events').insert({ session_id: visitId, user_id: userId, event_type: eventType, timestamp: at });
  },

  /** No analytics rows at all (the rollups are emptied by their own rebuild). */
  async clear(): Promise<void> {
    for (const table of ['page_views', 'user_events', 'sessions']) await db(table).delete();
  },
});
