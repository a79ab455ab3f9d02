import { analyticsStatsEndpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statsKey, statsQuery, type StatsRange } from './stats-range';

/** GET /api/analytics/pageviews?days=: every day of the range with its views, zeros included. */
export const getPageViews = (range: StatsRange, signal?: AbortSignal) =>
  callApi(analyticsStatsEndpoints.getDailyPageViews, { query: statsQuery(range), signal });

/** A new range keeps the figures shown, marked busy, until its own arrive. */
export const usePageViews = (range: StatsRange) =>
  useQuery({
    queryKey: statsKey(analyticsStatsEndpoints.getDailyPageViews.path, range),
    queryFn: ({ signal }) => getPageViews(range, signal),
    placeholderData: keepPreviousData,
  });
