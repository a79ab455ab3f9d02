import { internalActivityEndpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';

const { getInternalDashboard: definition } = internalActivityEndpoints;

/** GET /api/internal/dashboard: Total Users and the latest staff actions (issue #27 item 9); asked afresh on each visit. */
export const useInternalDashboard = () =>
  useQuery({
    queryKey: [definition.path],
    queryFn: ({ signal }) => callApi(definition, { signal }),
    refetchOnMount: 'always',
  });
