import { api, type Category } from '@nextlevel/bff/contract';
import { apiRequest } from '@nextlevel/shell/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { withQuery } from './with-query';

export const categoriesKey = [api.internalCategories] as const;

/** What narrows the categories (SPEC §4); without it, every category (the form's select). */
export interface CategoryNarrowing {
  q?: string;
  authorId?: string;
}

/** GET /api/internal/categories?q=&authorId=: the categories of the snippets that match. */
export const getCategories = (narrowing: CategoryNarrowing, signal?: AbortSignal) =>
  apiRequest<Category[]>(withQuery(api.internalCategories, { q: narrowing.q, authorId: narrowing.authorId }), { signal });

export const useCategoryOptions = (narrowing: CategoryNarrowing = {}, reload = 0) =>
  useQuery({
    queryKey: [...categoriesKey, narrowing, reload],
    queryFn: ({ signal }) => getCategories(narrowing, signal),
    placeholderData: keepPreviousData,
  });
