import type { AnalyticsPeriod, AnalyticsRange } from '@nextlevel/bff/contract';

/** Which statistics to read: the last `days` days, or the `days` before them (period=previous). */
export interface StatsRange {
  days: AnalyticsRange;
  period: AnalyticsPeriod;
}

/** The query of a statistics call: `?days=N`, with `&period=previous` for the period before (analyticsStatsQuerySchema). */
export const statsQuery = ({ days, period }: StatsRange) => ({
  days: String(days),
  period: period === 'previous' ? period : undefined,
});

/** The query key of one statistics call: its path, then the range. */
export const statsKey = (path: string, { days, period }: StatsRange) => [path, days, period] as const;
