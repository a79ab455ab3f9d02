import { memberActivityEndpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useInfiniteQuery } from '@tanstack/react-query';

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
