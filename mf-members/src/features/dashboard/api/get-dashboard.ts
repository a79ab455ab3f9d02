import { memberActivityEndpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';

const { getMemberDashboard: definition } = memberActivityEndpoints;

/** GET /api/members/dashboard: the previous sign-in and the latest events (issue #27 item 9); asked afresh on each visit. */
export const useMemberDashboard = () =>
  useQuery({
    queryKey: [definition.path],
    queryFn: ({ signal }) => callApi(definition, { signal }),
    refetchOnMount: 'always',
  });
