import { memberSnippetEndpoints, type MemberSnippet } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** One draw of the viewer: the n-th snippet shown since the page opened, and the one it must not repeat. */
export interface Draw {
  n: number;
  exclude?: string;
}

/** Every draw's key starts with the path, so a favourite change can update whichever is shown. */
export const randomSnippetKey = (draw: Draw) => [memberSnippetEndpoints.getRandomSnippet.path, draw] as const;

/** GET /api/snippets/random: a snippet, or null when there are none (204). */
export async function getRandomSnippet(exclude: string | undefined, signal?: AbortSignal): Promise<MemberSnippet | null> {
  return (await callApi(memberSnippetEndpoints.getRandomSnippet, { query: { exclude }, signal })) ?? null;
}

/**
 * The draw's snippet. Not kept once the viewer closes (gcTime 0): each visit draws afresh. While
 * the next draw is on its way the last one stays shown, as placeholder data (issue #24.2).
 */
export const useRandomSnippet = (draw: Draw) =>
  useQuery({
    queryKey: randomSnippetKey(draw),
    queryFn: ({ signal }) => getRandomSnippet(draw.exclude, signal),
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
