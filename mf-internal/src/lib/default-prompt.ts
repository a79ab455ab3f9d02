import { internalSettingEndpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';

const { getDefaultPrompt: definition } = internalSettingEndpoints;

/** The default prompt is read by the snippet form and edited in Settings: one query for both. */
export const defaultPromptKey = [definition.path] as const;

/** GET /api/internal/settings/default_snippet_prompt. */
export const getDefaultPrompt = (signal?: AbortSignal) => callApi(definition, { signal });

export const useDefaultPrompt = () => useQuery({ queryKey: defaultPromptKey, queryFn: ({ signal }) => getDefaultPrompt(signal) });
