import { api, type SessionStats } from '@nextlevel/bff/contract';
import { apiRequest } from '@nextlevel/shell/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statsKey, statsPath, type StatsRange } from './stats-range';

/** GET /api/analytics/sessions?days=: how many sessions and their average duration in whole seconds. */
export const getSessionStats = (range: StatsRange, signal?: AbortSignal) =>
  apiRequest<SessionStats>(statsPath(api.analyticsSessions, range), { signal });

/** A new range keeps the figures shown, marked busy, until its own arrive. */
export const useSessionStats = (range: StatsRange) =>
  useQuery({
    queryKey: statsKey(api.analyticsSessions, range),
    queryFn: ({ signal }) => getSessionStats(range, signal),
    placeholderData: keepPreviousData,
  });
