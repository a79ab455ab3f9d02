import { memberSnippetEndpoints } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useQuery } from '@tanstack/react-query';

export const favouritesKey = [memberSnippetEndpoints.listFavourites.path] as const;

/** GET /api/snippets/favourites: the member's favourites, newest first. */
export const getFavourites = (signal?: AbortSignal) => callApi(memberSnippetEndpoints.listFavourites, { signal });

/** product §7: refetched on each mount (hearts given in the viewer show up here). */
export const useFavourites = () =>
  useQuery({
    queryKey: favouritesKey,
    queryFn: ({ signal }) => getFavourites(signal),
    refetchOnMount: 'always',
  });
