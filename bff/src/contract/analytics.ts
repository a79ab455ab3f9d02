import * as v from 'valibot';
import { messages } from './messages';

const m = messages.analytics;

/** The time ranges the statistics routes take as `?days=` (SPEC §9). */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

// Recording (SPEC §3, §7): what the shell sends while a Member is signed in.
export const analyticsDaysSchema = v.pipe(
  v.string(m.daysInvalid),
  v.transform(Number),
  v.picklist(ANALYTICS_RANGES as unknown as number[], m.daysInvalid),
);
export const startSessionSchema = v.object({ entryPage: v.pipe(v.string(), v.maxLength(2048)) });
export const pageViewSchema = v.object({
  session_id: v.pipe(v.string(m.sessionIdInvalid), v.uuid(m.sessionIdInvalid)),
  page_path: v.pipe(v.string(), v.nonEmpty(), v.maxLength(2048)),
  referrer: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2048)))),
  user_agent: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(1024)))),
  screen_width: v.optional(v.nullable(v.string())),
  screen_height: v.optional(v.nullable(v.string())),
});
export const eventSchema = v.object({
  session_id: v.pipe(v.string(m.sessionIdInvalid), v.uuid(m.sessionIdInvalid)),
  event_type: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  event_data: v.nullable(v.pipe(v.string(), v.maxLength(10000))),
  page_path: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2048)))),
});
export const endSessionSchema = v.object({
  exitPage: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  totalDuration: v.optional(v.union([v.string(), v.number()])),
});

// Statistics (SPEC §3, §7): what the internal analytics screens read.
export interface PageViewsPoint {
  date: string;
  views: number;
}
export interface TopPage {
  page_path: string;
  unique_users: number;
  views: number;
}
export interface EventCount {
  event_type: string;
  count: number;
}
export interface SessionStats {
  totalSessions: number;
  avgDuration: number;
}
