import { memberSnippetEndpoints, messages, type MemberSnippet } from '@nextlevel/bff/contract';
import { toast } from '@nextlevel/design-system';
import { track } from '@nextlevel/shell/analytics';
import { callApi } from '@nextlevel/shell/api';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { favouritesKey } from './get-favourites';

export interface SetFavouriteInput {
  snippet: MemberSnippet;
  favourite: boolean;
}

/** POST (add) or DELETE (remove) /api/snippets/{id}/favourite. */
export const setFavourite = ({ snippet, favourite }: SetFavouriteInput) =>
  callApi(favourite ? memberSnippetEndpoints.addFavourite : memberSnippetEndpoints.removeFavourite, { params: { id: snippet.id } });

const randomKey = [memberSnippetEndpoints.getRandomSnippet.path];

/** Marks the snippet in whichever viewer draw shows it. */
function markShown(client: QueryClient, id: string, isFavourite: boolean) {
  client.setQueriesData<MemberSnippet | null>({ queryKey: randomKey }, (shown) => (shown?.id === id ? { ...shown, isFavourite } : shown));
}

/**
 * product §4 at once, before the server answers: the viewer's heart fills or empties; un-favouriting
 * removes the card from My Favorites. Returns what puts this one change back.
 */
function applyAtOnce(client: QueryClient, { snippet, favourite }: SetFavouriteInput) {
  markShown(client, snippet.id, favourite);
  const list = client.getQueryData<MemberSnippet[]>(favouritesKey);
  const index = list?.findIndex((s) => s.id === snippet.id) ?? -1;
  const removed = !favourite && list && index >= 0 ? list[index] : undefined;
  if (removed) client.setQueryData<MemberSnippet[]>(favouritesKey, (old) => old?.filter((s) => s.id !== snippet.id));
  return () => {
    markShown(client, snippet.id, !favourite);
    if (removed)
      client.setQueryData<MemberSnippet[]>(favouritesKey, (old = []) =>
        old.some((s) => s.id === removed.id) ? old : [...old.slice(0, index), removed, ...old.slice(index)],
      );
  };
}

/**
 * The heart, optimistic; a failure puts it back and shows the toast Error / "Failed to update favourite"
 * (product §8); a success sends snippet_favorited or snippet_unfavorited with its snippetId.
 */
export function useSetFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setFavourite,
    onMutate: async (input) => {
      // A list still loading must not land over the change.
      await client.cancelQueries({ queryKey: favouritesKey });
      return { undo: applyAtOnce(client, input) };
    },
    onError: (_err, _input, context) => {
      context?.undo();
      toast({ title: messages.errors.title, description: messages.errors.favouriteToggle, variant: 'error' });
    },
    onSuccess: ({ isFavourite }, { snippet, favourite }) => {
      markShown(client, snippet.id, isFavourite);
      // product §7: the change is tracked once it has happened.
      track(favourite ? 'snippet_favorited' : 'snippet_unfavorited', { snippetId: snippet.id });
    },
  });
}
