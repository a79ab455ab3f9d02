import { api, type Category } from '@nextlevel/bff/contract';
import { apiRequest } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';

export const categoryKey = (id: string) => [api.internalCategory(id)] as const;

/** GET /api/internal/categories/{id}: the name of a category chosen by id (a filter from a link). */
export const getCategory = (id: string, signal?: AbortSignal) => apiRequest<Category>(api.internalCategory(id), { signal });

/** The category named by `id`; nothing is asked without an id or when `known` already names it. */
export const useCategory = (id: string, known = false) =>
  useQuery({ queryKey: categoryKey(id), queryFn: ({ signal }) => getCategory(id, signal), enabled: Boolean(id) && !known });
