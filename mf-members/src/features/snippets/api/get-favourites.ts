import type { MemberSnippet } from '@nextlevel/bff/contract';
import { api } from '@nextlevel/bff/contract';
import { apiRequest } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';

export const favouritesKey = [api.favourites] as const;

/** GET /api/snippets/favourites: the member's favourites, newest first. */
export const getFavourites = (signal?: AbortSignal) => apiRequest<MemberSnippet[]>(api.favourites, { signal });

/** product §7: refetched on each mount (hearts given in the viewer show up here). */
export const useFavourites = () =>
  useQuery({
    queryKey: favouritesKey,
    queryFn: ({ signal }) => getFavourites(signal),
    refetchOnMount: 'always',
  });
