import { api, type SettingValue } from '@nextlevel/bff/contract';
import { apiRequest } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';

/** The default prompt is read by the snippet form and edited in Settings: one query for both. */
export const defaultPromptKey = [api.defaultPrompt] as const;

/** GET /api/internal/settings/default_snippet_prompt. */
export const getDefaultPrompt = (signal?: AbortSignal) => apiRequest<SettingValue>(api.defaultPrompt, { signal });

export const useDefaultPrompt = () => useQuery({ queryKey: defaultPromptKey, queryFn: ({ signal }) => getDefaultPrompt(signal) });
