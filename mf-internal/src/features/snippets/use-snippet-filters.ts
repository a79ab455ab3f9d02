import { useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import type { SnippetListFilters } from './api/get-snippets';
import { useDebouncedValue } from './use-debounced-value';

/** Typing pauses this long before the list is asked again (decision 010: one query per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 200;

const FROM_SEARCH_BOX = 'snippets-search';

/**
 * The list's filters live in the URL (?q=&author=&category=, ids for author and category), each
 * change replacing the entry, so a reload or a shared link keeps them. The search box keeps its
 * own text too (the router applies URL changes in a transition; a box bound to it would lag the
 * keys), and the list is asked with that text once typing pauses.
 */
export function useSnippetFilters() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const url = { q: params.get('q') ?? '', authorId: params.get('author') ?? '', categoryId: params.get('category') ?? '' };
  const [text, setTextState] = useState(url.q);

  // A URL the box did not write (the sidebar's Snippets link, back/forward) sets the box.
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    const fromSearchBox = (location.state as { source?: string } | null)?.source === FROM_SEARCH_BOX;
    if (navigationType === 'POP' || !fromSearchBox) setTextState(url.q);
  }

  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS, text.trim() === '');
  const write = (next: { q: string; authorId: string; categoryId: string }, state?: unknown) => {
    const query = new URLSearchParams();
    if (next.q) query.set('q', next.q);
    if (next.authorId) query.set('author', next.authorId);
    if (next.categoryId) query.set('category', next.categoryId);
    setParams(query, { replace: true, state });
  };
  const current = { ...url, q: text };
  const applied: SnippetListFilters = { q, authorId: url.authorId, categoryId: url.categoryId };
  return {
    text,
    authorId: url.authorId,
    categoryId: url.categoryId,
    /** What the list and the options are asked with. */
    applied,
    /** Whether the list shown is a filtered one (which empty state to show). */
    filtered: Boolean(applied.q || applied.authorId || applied.categoryId),
    setText: (value: string) => {
      setTextState(value);
      write({ ...current, q: value }, { source: FROM_SEARCH_BOX });
    },
    setAuthor: (authorId: string) => write({ ...current, authorId }),
    setCategory: (categoryId: string) => write({ ...current, categoryId }),
    clear: () => {
      setTextState('');
      write({ q: '', authorId: '', categoryId: '' });
    },
  };
}
