import type { Knex } from 'knex';
import { fn, ref } from 'objection';
import type * as v from 'valibot';
import type { Clock } from '../../app-deps';
import type { endVisitSchema, eventSchema, pageViewSchema } from '../../contract/analytics';
import { messages } from '../../contract/messages';
import { conflict, notFound } from '../../http/errors';
import { Visit } from '../../models/visit';
import type { AnalyticsIngest } from './ingest-buffer';
import { createVisitOwners, type KnownVisit, type VisitOwners } from './visit-owners';

export interface AnalyticsRecordingDeps {
  db: Knex;
  clock: Clock;
  ingest: AnalyticsIngest;
  owners?: VisitOwners;
}

type PageViewInput = v.InferOutput<typeof pageViewSchema>;
type EventInput = v.InferOutput<typeof eventSchema>;
type EndVisitInput = v.InferOutput<typeof endVisitSchema>;

const visitNotFound = () => notFound(messages.analytics.visitNotFound);
const visitEnded = () => conflict(messages.analytics.visitEnded);

/** The whole seconds from `start` to `end`: the longest a visit can have lasted. */
const secondsBetween = (start: Date, end: Date) => Math.max(0, Math.floor((end.getTime() - start.getTime()) / 1000));

/**
 * Writes what the shell records while a Member is signed in (product §4.6): visits (product §7's
 * analytics sessions), page views, events. A visit is written at once (its id is the answer); a
 * page view or an event is checked against the visit's owner (remembered in the process) and
 * buffered: the buffer writes them in batches and keeps the visit's last_seen_at and counts
 * current (issue #13). A visit ends once; nothing is recorded into it afterwards (issue #23 item 5,
 * decision 017).
 */
export const createAnalyticsRecording = ({ db, clock, ingest, owners = createVisitOwners(db) }: AnalyticsRecordingDeps) => {
  /** Another Member's visit and an unknown one are the same 404; an ended one is a 409. */
  const checkOpen = async (userId: string, visitId: string): Promise<KnownVisit> => {
    const visit = await owners.visitOf(visitId);
    if (visit?.owner !== userId) throw visitNotFound();
    if (visit.ended) throw visitEnded();
    return visit;
  };

  return {
    /** Starts a visit for the Member; answers its id. */
    async startVisit(userId: string, entryPage: string): Promise<{ id: string }> {
      const now = clock.now();
      const visit = await Visit.query(db)
        .insert({ user_id: userId, entry_page: entryPage, started_at: now, last_seen_at: now })
        .returning('id');
      owners.remember(visit.id, userId, now);
      return { id: visit.id };
    },

    async recordPageView(userId: string, input: PageViewInput): Promise<void> {
      await checkOpen(userId, input.session_id);
      ingest.add({
        kind: 'page_view',
        user_id: userId,
        visit_id: input.session_id,
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
        visit_id: input.session_id,
        event_type: input.event_type,
        event_data: input.event_data ?? null,
        page_path: input.page_path ?? null,
        timestamp: clock.now(),
      });
    },

    /**
     * Ends the Member's visit with its exit page and duration (whole seconds), once: a second end
     * is a 409 and changes nothing. The duration is the client's, but never longer than the server
     * saw from the start to now; without one, the server's own count. What is buffered is written
     * first, so an ended visit's page views, events and counts are all stored once this answers.
     */
    async endVisit(userId: string, visitId: string, input: EndVisitInput): Promise<void> {
      const visit = await checkOpen(userId, visitId);
      // A failed write keeps its rows for the next tick (which logs it); the end is recorded regardless.
      await ingest.flush().catch(() => undefined);
      const now = clock.now();
      const seen = secondsBetween(visit.startedAt, now);
      const updated = await Visit.query(db)
        .patch({
          ended_at: now,
          // Page views written by another process may already stand later than this end.
          last_seen_at: fn('greatest', ref('last_seen_at'), now) as unknown as Date,
          ...(input.exitPage === undefined ? {} : { exit_page: input.exitPage }),
          total_duration: Math.min(input.totalDuration ?? seen, seen),
        })
        .where({ id: visitId, user_id: userId })
        .whereNull('ended_at');
      // Known and open a moment ago: another process (or a concurrent request) ended it since.
      owners.ended(visitId, visit);
      if (updated === 0) throw visitEnded();
    },
  };
};
