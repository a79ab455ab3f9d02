import { analyticsStatsEndpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statsKey, statsQuery, type StatsRange } from './stats-range';

/** GET /api/analytics/top-pages?days=: the pages by views, each with its unique visitors. */
export const getTopPages = (range: StatsRange, signal?: AbortSignal) =>
  callApi(analyticsStatsEndpoints.getTopPages, { query: statsQuery(range), signal });

/** A new range keeps the figures shown, marked busy, until its own arrive. */
export const useTopPages = (range: StatsRange) =>
  useQuery({
    queryKey: statsKey(analyticsStatsEndpoints.getTopPages.path, range),
    queryFn: ({ signal }) => getTopPages(range, signal),
    placeholderData: keepPreviousData,
  });
