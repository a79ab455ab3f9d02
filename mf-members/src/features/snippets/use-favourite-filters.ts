import { useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import type { FavouriteFilters } from './favourites-filter';

const FROM_SEARCH_BOX = 'favourites-search';

/**
 * My Favorites' filters live in the URL query (?q=&author=&category=), so back/forward and a
 * shared link keep them. The search box keeps its own state too: the router applies a URL change
 * in a transition, and an input bound to that would lag behind the keys.
 */
export function useFavouriteFilters() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const url: FavouriteFilters = { text: params.get('q') ?? '', author: params.get('author') ?? '', category: params.get('category') ?? '' };
  const [text, setTextState] = useState(url.text);

  // Back/forward, a reset or a filter choice sets the box from the URL; the box's own writes do not.
  const fromSearchBox = (location.state as { source?: string } | null)?.source === FROM_SEARCH_BOX;
  // (adjusted while rendering, as React advises, once per new history entry).
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (navigationType === 'POP' || !fromSearchBox) setTextState(url.text);
  }

  const write = (next: FavouriteFilters, { replace = false, state }: { replace?: boolean; state?: unknown } = {}) => {
    const query = new URLSearchParams();
    if (next.text) query.set('q', next.text);
    if (next.author) query.set('author', next.author);
    if (next.category) query.set('category', next.category);
    setParams(query, { replace, state });
  };
  // Every write takes the box's text, which may be ahead of the URL's.
  const filters: FavouriteFilters = { ...url, text };
  return {
    filters,
    active: Boolean(text.trim() || url.author || url.category),
    // Typing replaces the entry: back leaves the page rather than undoing a keystroke.
    setText: (value: string) => {
      setTextState(value);
      write({ ...filters, text: value }, { replace: true, state: { source: FROM_SEARCH_BOX } });
    },
    setAuthor: (author: string) => write({ ...filters, author }),
    setCategory: (category: string) => write({ ...filters, category }),
    reset: () => {
      setTextState('');
      write({ text: '', author: '', category: '' });
    },
  };
}
