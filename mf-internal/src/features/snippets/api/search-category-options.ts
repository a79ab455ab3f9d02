import { internalOptionEndpoints, type Category } from '@nextlevel/bff/contract';
import { callApiWithHeaders } from '@nextlevel/shell/api';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { OPTIONS_STALE_MS, optionPageOf } from './option-page';

const { searchCategoryOptions: definition } = internalOptionEndpoints;

export const categorySearchKey = [definition.path] as const;

/** What the Category picker is asked with: the text typed, and the list's narrowing (product §4) when it filters the list. */
export interface CategorySearch {
  search: string;
  q?: string;
  authorId?: string;
}

export const categoryOption = (c: Category) => ({ value: c.id, label: c.category });

/** GET /api/internal/category-options: one page of the categories whose name holds the text, by name. */
export const searchCategories = async ({ search, q, authorId }: CategorySearch, cursor: string | undefined, signal?: AbortSignal) =>
  optionPageOf(await callApiWithHeaders(definition, { query: { search, q, authorId, cursor }, signal }), categoryOption);

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
