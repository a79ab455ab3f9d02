import { api, type Author } from '@nextlevel/bff/contract';
import { apiRequest } from '@nextlevel/shell/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { withQuery } from './with-query';

export const authorsKey = [api.internalAuthors] as const;

/** What narrows the authors (SPEC §4); without it, every author (the form's select). */
export interface AuthorNarrowing {
  q?: string;
  categoryId?: string;
}

/** GET /api/internal/authors?q=&categoryId=: the authors of the snippets that match. */
export const getAuthors = (narrowing: AuthorNarrowing, signal?: AbortSignal) =>
  apiRequest<Author[]>(withQuery(api.internalAuthors, { q: narrowing.q, categoryId: narrowing.categoryId }), { signal });

export const useAuthorOptions = (narrowing: AuthorNarrowing = {}, reload = 0) =>
  useQuery({
    queryKey: [...authorsKey, narrowing, reload],
    queryFn: ({ signal }) => getAuthors(narrowing, signal),
    placeholderData: keepPreviousData,
  });
