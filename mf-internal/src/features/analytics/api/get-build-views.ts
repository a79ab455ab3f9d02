import { api, type AreaBuildViews } from '@nextlevel/bff/contract';
import { apiRequest } from '@nextlevel/shell/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statsKey, statsPath, type StatsRange } from './stats-range';

/** GET /api/analytics/builds?days=: page views by area and by the build of its remote that rendered them. */
export const getBuildViews = (range: StatsRange, signal?: AbortSignal) =>
  apiRequest<AreaBuildViews[]>(statsPath(api.analyticsBuilds, range), { signal });

/** A new range keeps the figures shown, marked busy, until its own arrive. */
export const useBuildViews = (range: StatsRange) =>
  useQuery({
    queryKey: statsKey(api.analyticsBuilds, range),
    queryFn: ({ signal }) => getBuildViews(range, signal),
    placeholderData: keepPreviousData,
  });
