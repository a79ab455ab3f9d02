import { internalSnippetEndpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';

const { getAiStatus: definition } = internalSnippetEndpoints;

/** GET /api/internal/ai-status: whether the bff has an AI service to generate explanations with (issue #24.5). */
export const getAiStatus = (signal?: AbortSignal) => callApi(definition, { signal });

/** Asked once per page load: the configuration changes only with a restart of the bff. */
export const useAiStatus = () => useQuery({ queryKey: [definition.path], queryFn: ({ signal }) => getAiStatus(signal) });
