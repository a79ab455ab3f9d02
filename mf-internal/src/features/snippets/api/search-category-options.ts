import { api, type Category } from '@nextlevel/bff/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getOptionPage, OPTIONS_STALE_MS } from './option-page';

export const categorySearchKey = [api.internalCategoryOptions] as const;

/** What the Category picker is asked with: the text typed, and the list's narrowing (product §4) when it filters the list. */
export interface CategorySearch {
  search: string;
  q?: string;
  authorId?: string;
}

export const categoryOption = (c: Category) => ({ value: c.id, label: c.category });

/** GET /api/internal/category-options: one page of the categories whose name holds the text, by name. */
export const searchCategories = ({ search, q, authorId }: CategorySearch, cursor: string | undefined, signal?: AbortSignal) =>
  getOptionPage(api.internalCategoryOptions, { search, q, authorId, cursor }, categoryOption, signal);

/** The Category picker's options, page by page, as useAuthorSearch finds the authors'. */
export const useCategorySearch = (query: CategorySearch, { enabled = true, reload = 0 } = {}) =>
  useInfiniteQuery({
    queryKey: [...categorySearchKey, query, reload],
    queryFn: ({ pageParam, signal }) => searchCategories(query, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: OPTIONS_STALE_MS,
    enabled,
  });
