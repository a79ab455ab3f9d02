import * as v from 'valibot';
import { messages } from './messages/index';
import { REMOTE_AREAS } from './areas';

const m = messages.analytics;

/** The time ranges the statistics routes take as `?days=` (product §9). */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export const analyticsDaysSchema = v.pipe(
  v.string(m.daysInvalid),
  v.transform(Number),
  v.picklist(ANALYTICS_RANGES as unknown as number[], m.daysInvalid),
);

// Recording (product §3, §7): what the shell sends while a Member is signed in.

/** Longest page path recorded (entry, exit, page view, event): the app's paths are a few dozen characters. */
export const PAGE_PATH_MAX = 512;
/** Longest referrer and user agent: a URL of this site (a path and its origin) or the origin of another. */
export const REFERRER_MAX = 1024;
export const USER_AGENT_MAX = 1024;
/** Longest event type and build name. */
export const EVENT_TYPE_MAX = 100;
export const BUILD_MAX = 100;
/** Longest event data (JSON text): the shell's events carry an id or two (decision 017). */
export const EVENT_DATA_MAX = 1000;

/** Most fields share one catalogue message: only the shell sends these, and a failure is only logged. */
const text = (max: number, tooLong: string = m.recordInvalid) => v.pipe(v.string(m.recordInvalid), v.maxLength(max, tooLong));
const optionalText = (max: number, tooLong?: string) => v.optional(v.nullable(text(max, tooLong)));
const pagePath = text(PAGE_PATH_MAX, m.pagePathTooLong);
export const visitIdSchema = v.pipe(v.string(m.visitIdInvalid), v.uuid(m.visitIdInvalid));
/** product §3 sends sizes as strings; they are stored as integers. */
const screenSize = v.optional(
  v.nullable(
    v.pipe(
      v.string(m.screenSizeInvalid),
      v.regex(/^\d{1,6}$/, m.screenSizeInvalid),
      v.transform((s) => Number(s)),
    ),
  ),
);
/** product §3: whole seconds as a string; a number is taken too, a fraction is floored. */
const MAX_DURATION_SECONDS = 2_147_483_647;
const duration = v.optional(
  v.pipe(
    v.union(
      [v.pipe(v.string(), v.maxLength(32, m.durationInvalid), v.regex(/^\s*\d{1,10}(\.\d+)?\s*$/, m.durationInvalid)), v.number()],
      m.durationInvalid,
    ),
    v.transform(Number),
    v.check((n) => Number.isFinite(n) && n >= 0 && n <= MAX_DURATION_SECONDS, m.durationInvalid),
    v.transform(Math.floor),
  ),
);

export const startVisitSchema = v.object({ entryPage: pagePath }, m.recordInvalid);
export const pageViewSchema = v.object(
  {
    session_id: visitIdSchema,
    page_path: v.pipe(pagePath, v.nonEmpty(m.recordInvalid)),
    referrer: optionalText(REFERRER_MAX),
    user_agent: optionalText(USER_AGENT_MAX),
    screen_width: screenSize,
    screen_height: screenSize,
    /** Issue #13: the area that rendered the page and the build of its remote (from the manifest the shell loaded). */
    area: v.optional(v.nullable(v.picklist(REMOTE_AREAS, m.recordInvalid))),
    build: optionalText(BUILD_MAX),
  },
  m.recordInvalid,
);
export const eventSchema = v.object(
  {
    session_id: visitIdSchema,
    event_type: v.pipe(text(EVENT_TYPE_MAX), v.nonEmpty(m.recordInvalid)),
    event_data: optionalText(EVENT_DATA_MAX, m.eventDataTooLong),
    page_path: v.optional(v.nullable(pagePath)),
  },
  m.recordInvalid,
);
export const endVisitSchema = v.object({ exitPage: v.optional(pagePath), totalDuration: duration }, m.recordInvalid);
/** The path of POST /api/analytics/session/{id}/end: the visit's id, as its start answered it. */
export const visitPathSchema = v.object({ id: visitIdSchema });

/** Issue #13: the same figures for the range just before (for "vs previous period" deltas). */
export const ANALYTICS_PERIODS = ['current', 'previous'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/**
 * `?days=7|30|90` (required; anything else a 400) and `&period=previous` for the range of equal
 * length just before it: GET /api/analytics/pageviews, top-pages, events, sessions and builds.
 */
export const analyticsStatsQuerySchema = v.object({
  days: analyticsDaysSchema,
  period: v.optional(v.picklist(ANALYTICS_PERIODS, m.periodInvalid), 'current'),
});
export type AnalyticsStatsQuery = v.InferOutput<typeof analyticsStatsQuerySchema>;

/** Members with a page view or an event in the last this-many minutes (GET /api/analytics/active). */
export const ACTIVE_WINDOW_MINUTES = 5;
