import { analyticsStatsEndpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statsKey, statsQuery, type StatsRange } from './stats-range';

/** GET /api/analytics/build-health?days=: loads and errors of each area's builds, as the shell reported them (issue #26 item 6). */
export const getBuildHealth = (range: StatsRange, signal?: AbortSignal) =>
  callApi(analyticsStatsEndpoints.getBuildHealth, { query: statsQuery(range), signal });

/** A new range keeps the figures shown, marked busy, until its own arrive. */
export const useBuildHealth = (range: StatsRange) =>
  useQuery({
    queryKey: statsKey(analyticsStatsEndpoints.getBuildHealth.path, range),
    queryFn: ({ signal }) => getBuildHealth(range, signal),
    placeholderData: keepPreviousData,
  });
