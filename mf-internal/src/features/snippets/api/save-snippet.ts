import { internalSnippetEndpoints, type SnippetSaveInput } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { snippetsKey } from './get-snippets';
import { authorSearchKey } from './search-author-options';
import { categorySearchKey } from './search-category-options';

/** POST /api/internal/snippets/create, or /{id}/update with an id (product §7: explanation left out when empty). */
export const saveSnippet = (id: string | undefined, input: SnippetSaveInput) =>
  id
    ? callApi(internalSnippetEndpoints.updateSnippet, { params: { id }, body: input })
    : callApi(internalSnippetEndpoints.createSnippet, { body: input });

/** Saves, then marks the list and the pickers' options out of date: the list and its filters show the change when they open. */
export function useSaveSnippet(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SnippetSaveInput) => saveSnippet(id, input),
    onSuccess: () =>
      Promise.all(
        [snippetsKey, authorSearchKey, categorySearchKey].map((queryKey) => client.invalidateQueries({ queryKey, refetchType: 'none' })),
      ),
  });
}
