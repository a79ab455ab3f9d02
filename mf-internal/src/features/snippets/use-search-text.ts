import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from './use-snippet-filters';

/**
 * What is typed into a picker, and the text it is searched with once typing pauses (one request
 * per pause, not per key; a cleared box at once). `typing` while the two differ.
 */
export function useSearchText() {
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const search = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS, trimmed === '');
  return { search, typing: search !== trimmed, setText };
}
