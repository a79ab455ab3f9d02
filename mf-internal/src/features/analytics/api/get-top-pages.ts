import { api, type TopPage } from '@nextlevel/bff/contract';
import { apiRequest } from '@nextlevel/shell/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statsKey, statsPath, type StatsRange } from './stats-range';

/** GET /api/analytics/top-pages?days=: the pages by views, each with its unique visitors. */
export const getTopPages = (range: StatsRange, signal?: AbortSignal) =>
  apiRequest<TopPage[]>(statsPath(api.analyticsTopPages, range), { signal });

/** A new range keeps the figures shown, marked busy, until its own arrive. */
export const useTopPages = (range: StatsRange) =>
  useQuery({
    queryKey: statsKey(api.analyticsTopPages, range),
    queryFn: ({ signal }) => getTopPages(range, signal),
    placeholderData: keepPreviousData,
  });
