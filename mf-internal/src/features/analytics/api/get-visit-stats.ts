import { analyticsStatsEndpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statsKey, statsQuery, type StatsRange } from './stats-range';

/** GET /api/analytics/sessions?days=: how many visits and their average duration in whole seconds. */
export const getVisitStats = (range: StatsRange, signal?: AbortSignal) =>
  callApi(analyticsStatsEndpoints.getVisitStats, { query: statsQuery(range), signal });

/** A new range keeps the figures shown, marked busy, until its own arrive. */
export const useVisitStats = (range: StatsRange) =>
  useQuery({
    queryKey: statsKey(analyticsStatsEndpoints.getVisitStats.path, range),
    queryFn: ({ signal }) => getVisitStats(range, signal),
    placeholderData: keepPreviousData,
  });
