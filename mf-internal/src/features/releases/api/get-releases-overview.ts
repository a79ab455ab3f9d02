import { releaseEndpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';

const { releasesOverview: definition } = releaseEndpoints;

/** Every query of the Releases screen starts with this key: a move refreshes them all. */
export const releasesKey = [definition.path] as const;

/**
 * How often the open screen reads the releases again: the bff's canary guard rolls a failing canary
 * back on its own (every CANARY_CHECK_MS, 5 s by default), and a pipeline or a colleague moves them
 * too. Not while the tab is in the background (TanStack Query's default).
 */
export const RELEASES_REFRESH_MS = 15_000;

/** GET /api/releases: every area's live build and canary, and the loads and errors of its builds. */
export const getReleasesOverview = (signal?: AbortSignal) => callApi(definition, { signal });

export const useReleasesOverview = () =>
  useQuery({ queryKey: releasesKey, queryFn: ({ signal }) => getReleasesOverview(signal), refetchInterval: RELEASES_REFRESH_MS });
