import { analyticsStatsEndpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';

/** How often "active now" is asked again while the page is open: a figure of the last minutes goes stale in minutes. */
export const ACTIVE_REFRESH_MS = 60_000;

/** GET /api/analytics/active: Members with a page view or an event in the last ACTIVE_WINDOW_MINUTES. */
export const getActiveMembers = (signal?: AbortSignal) => callApi(analyticsStatsEndpoints.getActiveMembers, { signal });

export const useActiveMembers = () =>
  useQuery({
    queryKey: [analyticsStatsEndpoints.getActiveMembers.path],
    queryFn: ({ signal }) => getActiveMembers(signal),
    refetchInterval: ACTIVE_REFRESH_MS,
  });
