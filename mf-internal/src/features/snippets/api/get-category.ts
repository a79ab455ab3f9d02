import { internalOptionEndpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';

const { getInternalCategory: definition } = internalOptionEndpoints;

export const categoryKey = (id: string) => [definition.path, id] as const;

/** GET /api/internal/categories/{id}: the name of a category chosen by id (a filter from a link). */
export const getCategory = (id: string, signal?: AbortSignal) => callApi(definition, { params: { id }, signal });

/** The category named by `id`; nothing is asked without an id or when `known` already names it. */
export const useCategory = (id: string, known = false) =>
  useQuery({ queryKey: categoryKey(id), queryFn: ({ signal }) => getCategory(id, signal), enabled: Boolean(id) && !known });
