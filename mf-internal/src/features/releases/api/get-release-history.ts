import { releaseEndpoints, type RemoteArea } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';
import { releasesKey, RELEASES_REFRESH_MS } from './get-releases-overview';

/** GET /api/releases/:area: the area's releases, newest first (the bff's default of 50). */
export const getReleaseHistory = (area: RemoteArea, signal?: AbortSignal) =>
  callApi(releaseEndpoints.releaseHistory, { params: { area }, query: {}, signal });

export const useReleaseHistory = (area: RemoteArea) =>
  useQuery({
    queryKey: [...releasesKey, area],
    queryFn: ({ signal }) => getReleaseHistory(area, signal),
    refetchInterval: RELEASES_REFRESH_MS,
  });
