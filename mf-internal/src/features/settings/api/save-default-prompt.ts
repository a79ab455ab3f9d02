import { internalSettingEndpoints, type SettingValue } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defaultPromptKey } from '../../../lib/default-prompt';

/** POST /api/internal/settings/default_snippet_prompt {value}. */
export const saveDefaultPrompt = (value: string) => callApi(internalSettingEndpoints.saveDefaultPrompt, { body: { value } });

/** Saves; the next snippet form builds its prompt from the new value without asking again. */
export function useSaveDefaultPrompt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDefaultPrompt,
    onSuccess: (_answer, value) => client.setQueryData<SettingValue>(defaultPromptKey, { value: value.trim() }),
  });
}
