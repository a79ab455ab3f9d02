import type { Knex } from 'knex';
import { fn, ref } from 'objection';
import type * as v from 'valibot';
import type { Clock } from '../../app-deps';
import type { endSessionSchema, eventSchema, pageViewSchema } from '../../contract/analytics';
import { messages } from '../../contract/messages';
import { conflict, notFound } from '../../http/errors';
import { AnalyticsSession } from '../../models/analytics-session';
import type { AnalyticsIngest } from './ingest-buffer';
import { createSessionOwners, type KnownSession, type SessionOwners } from './session-owners';

export interface AnalyticsRecordingDeps {
  db: Knex;
  clock: Clock;
  ingest: AnalyticsIngest;
  owners?: SessionOwners;
}

type PageViewInput = v.InferOutput<typeof pageViewSchema>;
type EventInput = v.InferOutput<typeof eventSchema>;
type EndSessionInput = v.InferOutput<typeof endSessionSchema>;

const sessionNotFound = () => notFound(messages.analytics.sessionNotFound);
const sessionEnded = () => conflict(messages.analytics.sessionEnded);

/** The whole seconds from `start` to `end`: the longest a session can have lasted. */
const secondsBetween = (start: Date, end: Date) => Math.max(0, Math.floor((end.getTime() - start.getTime()) / 1000));

/**
 * Writes what the shell records while a Member is signed in (product §4): sessions, page views,
 * events. A session is written at once (its id is the answer); a page view or an event is
 * checked against the session's owner (remembered in the process) and buffered: the buffer
 * writes them in batches and keeps the session's last_seen_at and counts current (issue #13).
 * A session ends once; nothing is recorded into it afterwards (issue #23 item 5, decision 017).
 */
export const createAnalyticsRecording = ({ db, clock, ingest, owners = createSessionOwners(db) }: AnalyticsRecordingDeps) => {
  /** Another Member's session and an unknown one are the same 404; an ended one is a 409. */
  const checkOpen = async (userId: string, sessionId: string): Promise<KnownSession> => {
    const session = await owners.sessionOf(sessionId);
    if (session?.owner !== userId) throw sessionNotFound();
    if (session.ended) throw sessionEnded();
    return session;
  };

  return {
    /** Starts a session for the Member; answers its id. */
    async startSession(userId: string, entryPage: string): Promise<{ id: string }> {
      const now = clock.now();
      const session = await AnalyticsSession.query(db)
        .insert({ user_id: userId, entry_page: entryPage, started_at: now, last_seen_at: now })
        .returning('id');
      owners.remember(session.id, userId, now);
      return { id: session.id };
    },

    async recordPageView(userId: string, input: PageViewInput): Promise<void> {
      await checkOpen(userId, input.session_id);
      ingest.add({
        kind: 'page_view',
        user_id: userId,
        session_id: input.session_id,
        page_path: input.page_path,
        referrer: input.referrer ?? null,
        user_agent: input.user_agent ?? null,
        screen_width: input.screen_width ?? null,
        screen_height: input.screen_height ?? null,
        area: input.area ?? null,
        build: input.build ?? null,
        timestamp: clock.now(),
      });
    },

    async recordEvent(userId: string, input: EventInput): Promise<void> {
      await checkOpen(userId, input.session_id);
      ingest.add({
        kind: 'event',
        user_id: userId,
        session_id: input.session_id,
        event_type: input.event_type,
        event_data: input.event_data ?? null,
        page_path: input.page_path ?? null,
        timestamp: clock.now(),
      });
    },

    /**
     * Ends the Member's session with its exit page and duration (whole seconds), once: a second end
     * is a 409 and changes nothing. The duration is the client's, but never longer than the server
     * saw from the start to now; without one, the server's own count. What is buffered is written
     * first, so an ended session's page views, events and counts are all stored once this answers.
     */
    async endSession(userId: string, sessionId: string, input: EndSessionInput): Promise<void> {
      const session = await checkOpen(userId, sessionId);
      // A failed write keeps its rows for the next tick (which logs it); the end is recorded regardless.
      await ingest.flush().catch(() => undefined);
      const now = clock.now();
      const seen = secondsBetween(session.startedAt, now);
      const updated = await AnalyticsSession.query(db)
        .patch({
          ended_at: now,
          // Page views written by another process may already stand later than this end.
          last_seen_at: fn('greatest', ref('last_seen_at'), now) as unknown as Date,
          ...(input.exitPage === undefined ? {} : { exit_page: input.exitPage }),
          total_duration: Math.min(input.totalDuration ?? seen, seen),
        })
        .where({ id: sessionId, user_id: userId })
        .whereNull('ended_at');
      // Known and open a moment ago: another process (or a concurrent request) ended it since.
      owners.ended(sessionId, session);
      if (updated === 0) throw sessionEnded();
    },
  };
};
