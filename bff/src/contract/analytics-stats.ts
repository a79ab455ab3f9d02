import type * as v from 'valibot';
import { responseSchema } from './response-schema';

// Statistics (product §3, §7): what the internal analytics screens read.

/** GET /api/analytics/pageviews: one day of the range and its page views. */
export const pageViewsPointSchema = responseSchema((v) => v.object({ date: v.string(), views: v.number() }));
export type PageViewsPoint = v.InferOutput<typeof pageViewsPointSchema>;

/** GET /api/analytics/top-pages: one page, its unique users over the whole range and its views. */
export const topPageSchema = responseSchema((v) => v.object({ page_path: v.string(), unique_users: v.number(), views: v.number() }));
export type TopPage = v.InferOutput<typeof topPageSchema>;

/** GET /api/analytics/events: one event type and how often it happened. */
export const eventCountSchema = responseSchema((v) => v.object({ event_type: v.string(), count: v.number() }));
export type EventCount = v.InferOutput<typeof eventCountSchema>;

/** GET /api/analytics/sessions: the visits started in the range and their average length. */
export const visitStatsSchema = responseSchema((v) =>
  v.object({
    /** Visits ("sessions" on the wire and the screen, product §7). */
    totalSessions: v.number(),
    /** Whole seconds, floored. */
    avgDuration: v.number(),
  }),
);
export type VisitStats = v.InferOutput<typeof visitStatsSchema>;

/** GET /api/analytics/active. */
export const activeMembersSchema = responseSchema((v) => v.object({ activeMembers: v.number() }));
export type ActiveMembers = v.InferOutput<typeof activeMembersSchema>;

/** GET /api/analytics/builds?days=: page views by area and by the build of its remote that rendered them. */
export const areaBuildViewsSchema = responseSchema((v) =>
  v.object({
    area: v.string(),
    /** null for views recorded without a build (before issue #13, or a remote without a manifest version). */
    build: v.nullable(v.string()),
    views: v.number(),
    unique_users: v.number(),
    /** ISO timestamps of the first and last view of this build in the range. */
    first_view: v.string(),
    last_view: v.string(),
  }),
);
export type AreaBuildViews = v.InferOutput<typeof areaBuildViewsSchema>;
