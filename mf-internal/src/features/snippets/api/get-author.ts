import { internalOptionEndpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';

const { getInternalAuthor: definition } = internalOptionEndpoints;

export const authorKey = (id: string) => [definition.path, id] as const;

/** GET /api/internal/authors/{id}: the name of an author chosen by id (a filter from a link). */
export const getAuthor = (id: string, signal?: AbortSignal) => callApi(definition, { params: { id }, signal });

/** The author named by `id`; nothing is asked without an id or when `known` already names it. */
export const useAuthor = (id: string, known = false) =>
  useQuery({ queryKey: authorKey(id), queryFn: ({ signal }) => getAuthor(id, signal), enabled: Boolean(id) && !known });
