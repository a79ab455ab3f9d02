import { memberActivityEndpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

const { getMemberActivity: definition } = memberActivityEndpoints;

/** Events one page of the settings' Recent activity shows. */
export const RECENT_ACTIVITY_PAGE = 10;

export const memberActivityKey = [definition.path] as const;

/** GET /api/members/activity: the member's own events, newest first, page by page (issue #27 item 8). */
export const useMemberActivity = () =>
  useInfiniteQuery({
    queryKey: memberActivityKey,
    queryFn: ({ pageParam, signal }) => callApi(definition, { query: { cursor: pageParam, limit: String(RECENT_ACTIVITY_PAGE) }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchOnMount: 'always',
  });

/**
 * Reads the activity again after any change saved on the page succeeds (settings, a passkey, two-step
 * verification: the cards of the shell SDK share this query client), so what the member just did
 * is listed at once.
 */
export const useActivityAfterChanges = () => {
  const queries = useQueryClient();
  useEffect(
    () =>
      queries.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') void queries.invalidateQueries({ queryKey: memberActivityKey });
      }),
    [queries],
  );
};
