import type { Knex } from 'knex';
import type * as v from 'valibot';
import type { Clock } from '../../app-deps';
import type { endSessionSchema, eventSchema, pageViewSchema } from '../../contract/analytics';
import { messages } from '../../contract/messages';
import { notFound } from '../../http/errors';
import { AnalyticsSession } from '../../models/analytics-session';

export interface AnalyticsRecordingDeps {
  db: Knex;
  clock: Clock;
}

type PageViewInput = v.InferOutput<typeof pageViewSchema>;
type EventInput = v.InferOutput<typeof eventSchema>;
type EndSessionInput = v.InferOutput<typeof endSessionSchema>;

const sessionNotFound = () => notFound(messages.analytics.sessionNotFound);

// Raw SQL on purpose: a page view or an event is sent on every Member navigation, so each is one
// statement that checks the session belongs to the Member and inserts in the same round trip
// (another Member's or an unknown session inserts nothing and is a 404).
const pageViewSql = `insert into page_views (user_id, session_id, page_path, referrer, user_agent, screen_width, screen_height, "timestamp")
  select s.user_id, s.id, ?, ?, ?, ?, ?, ? from sessions s where s.id = ? and s.user_id = ?
  returning id`;
const eventSql = `insert into user_events (user_id, session_id, event_type, event_data, page_path, "timestamp")
  select s.user_id, s.id, ?, ?, ?, ? from sessions s where s.id = ? and s.user_id = ?
  returning id`;

const insertedRows = (result: unknown): number => (result as { rows: unknown[] }).rows.length;

/** Writes what the shell records while a Member is signed in (SPEC §4): sessions, page views, events. */
export const createAnalyticsRecording = ({ db, clock }: AnalyticsRecordingDeps) => ({
  /** Starts a session for the Member; answers its id. */
  async startSession(userId: string, entryPage: string): Promise<{ id: string }> {
    const session = await AnalyticsSession.query(db)
      .insert({ user_id: userId, entry_page: entryPage, started_at: clock.now() })
      .returning('id');
    return { id: session.id };
  },

  async recordPageView(userId: string, input: PageViewInput): Promise<void> {
    const result = await db.raw(pageViewSql, [
      input.page_path,
      input.referrer ?? null,
      input.user_agent ?? null,
      input.screen_width ?? null,
      input.screen_height ?? null,
      clock.now(),
      input.session_id,
      userId,
    ]);
    if (insertedRows(result) === 0) throw sessionNotFound();
  },

  async recordEvent(userId: string, input: EventInput): Promise<void> {
    const result = await db.raw(eventSql, [
      input.event_type,
      input.event_data ?? null,
      input.page_path ?? null,
      clock.now(),
      input.session_id,
      userId,
    ]);
    if (insertedRows(result) === 0) throw sessionNotFound();
  },

  /**
   * Ends the Member's session with its exit page and duration (whole seconds). Without a duration
   * from the client, the server's own count since the start is kept.
   */
  async endSession(userId: string, sessionId: string, input: EndSessionInput): Promise<void> {
    const now = clock.now();
    const updated = await AnalyticsSession.query(db)
      .patch({
        ended_at: now,
        ...(input.exitPage === undefined ? {} : { exit_page: input.exitPage }),
        total_duration:
          input.totalDuration ??
          (db.raw('greatest(0, floor(extract(epoch from (?::timestamptz - started_at))))::int', [now]) as unknown as number),
      })
      .where({ id: sessionId, user_id: userId });
    if (updated === 0) throw sessionNotFound();
  },
});

export type AnalyticsRecording = ReturnType<typeof createAnalyticsRecording>;
