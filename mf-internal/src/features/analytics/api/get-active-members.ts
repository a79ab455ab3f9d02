import { api, type ActiveMembers } from '@nextlevel/bff/contract';
import { apiRequest } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';

/** How often "active now" is asked again while the page is open: a figure of the last minutes goes stale in minutes. */
export const ACTIVE_REFRESH_MS = 60_000;

/** GET /api/analytics/active: Members with a page view or an event in the last ACTIVE_WINDOW_MINUTES. */
export const getActiveMembers = (signal?: AbortSignal) => apiRequest<ActiveMembers>(api.analyticsActive, { signal });

export const useActiveMembers = () =>
  useQuery({
    queryKey: [api.analyticsActive],
    queryFn: ({ signal }) => getActiveMembers(signal),
    refetchInterval: ACTIVE_REFRESH_MS,
  });
