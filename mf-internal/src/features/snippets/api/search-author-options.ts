import { internalOptionEndpoints, type Author } from '@nextlevel/bff/contract';
import { callApiWithHeaders } from '@nextlevel/shell/api';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { OPTIONS_STALE_MS, optionPageOf } from './option-page';

const { searchAuthorOptions: definition } = internalOptionEndpoints;

export const authorSearchKey = [definition.path] as const;

/** What the Author picker is asked with: the text typed, and the list's narrowing (product §4) when it filters the list. */
export interface AuthorSearch {
  search: string;
  q?: string;
  categoryId?: string;
}

export const authorOption = (a: Author) => ({ value: a.id, label: a.name });

/** GET /api/internal/author-options: one page of the authors whose name holds the text, by name. */
export const searchAuthors = async ({ search, q, categoryId }: AuthorSearch, cursor: string | undefined, signal?: AbortSignal) =>
  optionPageOf(await callApiWithHeaders(definition, { query: { search, q, categoryId, cursor }, signal }), authorOption);

/**
 * The Author picker's options, page by page, for the (debounced) text: each text is asked once and
 * kept (OPTIONS_STALE_MS), a new one aborts the one it supersedes, and the last options stay on
 * screen until the new ones arrive. `enabled` false asks nothing (a filter nobody has opened).
 */
export const useAuthorSearch = (query: AuthorSearch, { enabled = true, reload = 0 } = {}) =>
  useInfiniteQuery({
    queryKey: [...authorSearchKey, query, reload],
    queryFn: ({ pageParam, signal }) => searchAuthors(query, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: OPTIONS_STALE_MS,
    enabled,
  });
