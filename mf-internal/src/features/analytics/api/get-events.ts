import { api, type EventCount } from '@nextlevel/bff/contract';
import { apiRequest } from '@nextlevel/shell/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statsKey, statsPath, type StatsRange } from './stats-range';

/** GET /api/analytics/events?days=: each event type with how often it happened. */
export const getEvents = (range: StatsRange, signal?: AbortSignal) =>
  apiRequest<EventCount[]>(statsPath(api.analyticsEvents, range), { signal });

/** A new range keeps the figures shown, marked busy, until its own arrive. */
export const useEvents = (range: StatsRange) =>
  useQuery({
    queryKey: statsKey(api.analyticsEvents, range),
    queryFn: ({ signal }) => getEvents(range, signal),
    placeholderData: keepPreviousData,
  });
