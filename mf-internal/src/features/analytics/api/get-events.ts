import { analyticsStatsEndpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statsKey, statsQuery, type StatsRange } from './stats-range';

/** GET /api/analytics/events?days=: each event type with how often it happened. */
export const getEvents = (range: StatsRange, signal?: AbortSignal) =>
  callApi(analyticsStatsEndpoints.getEventCounts, { query: statsQuery(range), signal });

/** A new range keeps the figures shown, marked busy, until its own arrive. */
export const useEvents = (range: StatsRange) =>
  useQuery({
    queryKey: statsKey(analyticsStatsEndpoints.getEventCounts.path, range),
    queryFn: ({ signal }) => getEvents(range, signal),
    placeholderData: keepPreviousData,
  });
