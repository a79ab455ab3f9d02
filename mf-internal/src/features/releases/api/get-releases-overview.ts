import { releaseEndpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';

const { releasesOverview: definition } = releaseEndpoints;

/** Every query of the Releases screen starts with this key: a move refreshes them all. */
export const releasesKey = [definition.path] as const;

/** GET /api/releases: every area's live build and canary, and the loads and errors of its builds. */
export const getReleasesOverview = (signal?: AbortSignal) => callApi(definition, { signal });

export const useReleasesOverview = () => useQuery({ queryKey: releasesKey, queryFn: ({ signal }) => getReleasesOverview(signal) });
