import { api, type SnippetSaveInput } from '@nextlevel/bff/contract';
import { apiRequest } from '@nextlevel/shell/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authorsKey } from './get-author-options';
import { categoriesKey } from './get-category-options';
import { snippetsKey } from './get-snippets';

/** POST /api/internal/snippets/create, or /{id}/update with an id (SPEC §7: explanation left out when empty). */
export const saveSnippet = (id: string | undefined, input: SnippetSaveInput) =>
  apiRequest<unknown>(id ? api.updateSnippet(id) : api.createSnippet, { method: 'POST', body: input });

/** Saves, then marks the list and its options out of date: the list shows the change when it opens. */
export function useSaveSnippet(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SnippetSaveInput) => saveSnippet(id, input),
    onSuccess: () =>
      Promise.all([snippetsKey, authorsKey, categoriesKey].map((queryKey) => client.invalidateQueries({ queryKey, refetchType: 'none' }))),
  });
}
