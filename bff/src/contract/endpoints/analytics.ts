import { visitPathSchema, analyticsStatsQuerySchema, endVisitSchema, eventSchema, pageViewSchema, startVisitSchema } from '../analytics';
import {
  activeMembersSchema,
  areaBuildViewsSchema,
  eventCountSchema,
  pageViewsPointSchema,
  visitStatsSchema,
  topPageSchema,
} from '../analytics-stats';
import { endpoint } from '../endpoint';
import { buildHealthSchema } from '../releases';
import { messages } from '../messages/index';
import { responseSchema } from '../response-schema';

const m = messages.analytics;

/**
 * What the shell records while a Member is signed in (product §4.6, §7). Each has a per-Member
 * rate, 429 past it (decision 017); page views and events are answered 204 once buffered.
 */
export const analyticsRecordingEndpoints = {
  /** Starts a visit (an analytics session, product §7) with its entry page; answers its id. */
  startVisit: endpoint({
    method: 'POST',
    path: '/api/analytics/session',
    role: 'Member',
    body: startVisitSchema,
    status: 201,
    response: responseSchema((v) => v.object({ id: v.string() })),
    errors: [m.tooManyRequests],
  }),
  /** A page view: 404 when the visit is not the caller's, 409 once it has ended. */
  recordPageView: endpoint({
    method: 'POST',
    path: '/api/analytics/pageview',
    role: 'Member',
    body: pageViewSchema,
    errors: [m.visitNotFound, m.visitEnded, m.tooManyRequests],
  }),
  /** An event, e.g. `snippet_favorited`: 404 and 409 as a page view. */
  recordEvent: endpoint({
    method: 'POST',
    path: '/api/analytics/event',
    role: 'Member',
    body: eventSchema,
    errors: [m.visitNotFound, m.visitEnded, m.tooManyRequests],
  }),
  /**
   * Ends the visit with its exit page and duration, once (again: 409). Also sent by
   * navigator.sendBeacon as text/plain JSON without the CSRF header (middleware/body.ts, csrf.ts).
   */
  endVisit: endpoint({
    method: 'POST',
    path: '/api/analytics/session/:id/end',
    role: 'Member',
    params: visitPathSchema,
    body: endVisitSchema,
    errors: [m.visitNotFound, m.visitEnded, m.tooManyRequests],
  }),
};

const stats = { method: 'GET', role: 'Internal', query: analyticsStatsQuerySchema } as const;

/** The statistics the internal analytics screens read (product §2.17, §7; decision 012): `?days=7|30|90&period=`. */
export const analyticsStatsEndpoints = {
  /** Every day of the range with its page views, zeros included. */
  getDailyPageViews: endpoint({
    ...stats,
    path: '/api/analytics/pageviews',
    response: responseSchema((v) => v.array(pageViewsPointSchema)),
  }),
  /** Every page viewed in the range, most views first, with its unique users over the whole range. */
  getTopPages: endpoint({ ...stats, path: '/api/analytics/top-pages', response: responseSchema((v) => v.array(topPageSchema)) }),
  /** Event types in the range, most frequent first. */
  getEventCounts: endpoint({ ...stats, path: '/api/analytics/events', response: responseSchema((v) => v.array(eventCountSchema)) }),
  /** Visits started in the range and their average length. */
  getVisitStats: endpoint({ ...stats, path: '/api/analytics/sessions', response: visitStatsSchema }),
  /** Page views by area and by the build of its remote that rendered them. */
  getBuildViews: endpoint({ ...stats, path: '/api/analytics/builds', response: responseSchema((v) => v.array(areaBuildViewsSchema)) }),
  /** Loads and errors of each area's builds in the range, as the shell reported them (issue #26 item 6). */
  getBuildHealth: endpoint({ ...stats, path: '/api/analytics/build-health', response: responseSchema((v) => v.array(buildHealthSchema)) }),
  /** Members with a page view or an event in the last ACTIVE_WINDOW_MINUTES minutes. */
  getActiveMembers: endpoint({ method: 'GET', path: '/api/analytics/active', role: 'Internal', response: activeMembersSchema }),
};
