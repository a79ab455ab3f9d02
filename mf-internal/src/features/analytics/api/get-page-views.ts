import { api, type PageViewsPoint } from '@nextlevel/bff/contract';
import { apiRequest } from '@nextlevel/shell/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statsKey, statsPath, type StatsRange } from './stats-range';

/** GET /api/analytics/pageviews?days=: every day of the range with its views, zeros included. */
export const getPageViews = (range: StatsRange, signal?: AbortSignal) =>
  apiRequest<PageViewsPoint[]>(statsPath(api.analyticsPageViews, range), { signal });

/** A new range keeps the figures shown, marked busy, until its own arrive. */
export const usePageViews = (range: StatsRange) =>
  useQuery({
    queryKey: statsKey(api.analyticsPageViews, range),
    queryFn: ({ signal }) => getPageViews(range, signal),
    placeholderData: keepPreviousData,
  });
