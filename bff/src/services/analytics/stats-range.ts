import type { AnalyticsStatsQuery } from '../../contract/analytics';
import { addDays, isoDay } from './rollup';

/** A range of whole UTC days: `firstDay` to `lastDay` inclusive; `end` is midnight after `lastDay`. */
export interface StatsRange {
  firstDay: string;
  lastDay: string;
  /** The day after `lastDay`. */
  endDay: string;
  start: Date;
  end: Date;
  /** Whether the range ends today (its unique users come from each user's last day). */
  endsToday: boolean;
}

const midnight = (day: string) => new Date(`${day}T00:00:00Z`);

/** `days` days ending today (UTC), or with period=previous the `days` days just before those. */
export const statsRange = ({ days, period }: AnalyticsStatsQuery, now: Date): StatsRange => {
  const today = isoDay(now);
  const lastDay = period === 'previous' ? addDays(today, -days) : today;
  const firstDay = addDays(lastDay, 1 - days);
  const endDay = addDays(lastDay, 1);
  return { firstDay, lastDay, endDay, start: midnight(firstDay), end: midnight(endDay), endsToday: lastDay === today };
};
