import { api, type AiStatus } from '@nextlevel/bff/contract';
import { apiRequest } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';

/** GET /api/internal/ai-status: whether the bff has an AI service to generate explanations with (issue #24.5). */
export const getAiStatus = (signal?: AbortSignal) => apiRequest<AiStatus>(api.aiStatus, { signal });

/** Asked once per page load: the configuration changes only with a restart of the bff. */
export const useAiStatus = () => useQuery({ queryKey: [api.aiStatus], queryFn: ({ signal }) => getAiStatus(signal) });
