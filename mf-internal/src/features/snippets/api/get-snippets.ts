import { internalSnippetEndpoints, NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER, type SnippetListItem } from '@nextlevel/bff/contract';
import { callApiWithHeaders } from '@nextlevel/shell/api';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

const { listInternalSnippets: definition } = internalSnippetEndpoints;

/** The list's filters as the bff takes them (decision 010); '' is no filter. */
export interface SnippetListFilters {
  q: string;
  authorId: string;
  categoryId: string;
}

export interface SnippetsPage {
  items: SnippetListItem[];
  /** How many snippets match the filters (X-Total-Count). */
  total: number;
  /** The next page's cursor (X-Next-Cursor); none on the last page. */
  nextCursor: string | undefined;
}

export const snippetsKey = [definition.path] as const;

/** GET /api/internal/snippets: one page of the filtered list, newest first. */
export async function getSnippetsPage(
  filters: SnippetListFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<SnippetsPage> {
  const { body, headers } = await callApiWithHeaders(definition, { query: { ...filters, cursor }, signal });
  return {
    items: body,
    total: Number(headers.get(TOTAL_COUNT_HEADER) ?? body.length),
    nextCursor: headers.get(NEXT_CURSOR_HEADER) || undefined,
  };
}

/**
 * The list page by page. A new filter's request aborts the one it supersedes (react-query passes
 * the signal on); the previous cards stay on screen until the new ones arrive. `reload` is the
 * refresh control's count: a new one starts from a fresh first page.
 */
export const useSnippets = (filters: SnippetListFilters, reload: number) =>
  useInfiniteQuery({
    queryKey: [...snippetsKey, filters, reload],
    queryFn: ({ pageParam, signal }) => getSnippetsPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
