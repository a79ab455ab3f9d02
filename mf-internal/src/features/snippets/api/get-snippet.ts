import { internalSnippetEndpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';

const { getInternalSnippet: definition } = internalSnippetEndpoints;

export const snippetKey = (id: string) => [definition.path, id] as const;

/** GET /api/internal/snippets/{id}: the snippet the edit form fills in (product §3), its author and category named. */
export const getSnippet = (id: string, signal?: AbortSignal) => callApi(definition, { params: { id }, signal });

/** Loaded afresh each time the form opens (nothing kept once it closes), so it never fills in an old copy. */
export const useSnippet = (id: string) =>
  useQuery({ queryKey: snippetKey(id), queryFn: ({ signal }) => getSnippet(id, signal), gcTime: 0 });
