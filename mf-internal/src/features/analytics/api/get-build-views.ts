import { analyticsStatsEndpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statsKey, statsQuery, type StatsRange } from './stats-range';

/** GET /api/analytics/builds?days=: page views by area and by the build of its remote that rendered them. */
export const getBuildViews = (range: StatsRange, signal?: AbortSignal) =>
  callApi(analyticsStatsEndpoints.getBuildViews, { query: statsQuery(range), signal });

/** A new range keeps the figures shown, marked busy, until its own arrive. */
export const useBuildViews = (range: StatsRange) =>
  useQuery({
    queryKey: statsKey(analyticsStatsEndpoints.getBuildViews.path, range),
    queryFn: ({ signal }) => getBuildViews(range, signal),
    placeholderData: keepPreviousData,
  });
