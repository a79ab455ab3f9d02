import { internalActivityEndpoints, type ActivityKind } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

const { getInternalActivity: definition } = internalActivityEndpoints;

/** The screen's filters as the bff takes them; '' is no filter. */
export interface ActivityFilters {
  user: string;
  kind: ActivityKind | '';
  from: string;
  to: string;
}

export const noFilters: ActivityFilters = { user: '', kind: '', from: '', to: '' };

/** Events one page shows. */
export const ACTIVITY_SCREEN_PAGE = 25;

/** Only the filters that are set, so the URL carries no empty ones (the request's, and the screen's own). */
export const asQuery = (filters: ActivityFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as Partial<ActivityFilters>;

/**
 * GET /api/internal/activity: everyone's events, filtered and paged where they are stored
 * (issue #27 item 8). A new filter's request aborts the one it supersedes; the previous events stay
 * on screen until the new ones arrive.
 */
export const useActivity = (filters: ActivityFilters) =>
  useInfiniteQuery({
    queryKey: [definition.path, filters],
    queryFn: ({ pageParam, signal }) =>
      callApi(definition, { query: { ...asQuery(filters), cursor: pageParam, limit: String(ACTIVITY_SCREEN_PAGE) }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
