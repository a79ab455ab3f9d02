import { createContext, useContext, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { ListPlace } from './list-return';

/**
 * The list's place, read when an Edit link is clicked. A ref, not a value: the URL changes with
 * every key typed in the search, and the memoised cards must not re-render for it.
 */
export const ListPlaceContext = createContext<{ readonly current: ListPlace } | null>(null);

/** For the list page: its current place, kept in a ref for the cards to read. */
export function useListPlace() {
  const location = useLocation();
  const place = useRef<ListPlace>({ url: '', key: '' });
  useLayoutEffect(() => {
    place.current = { url: location.pathname + location.search, key: location.key };
  });
  return place;
}

/** For a card: the list's place when asked. */
export const useListPlaceRef = () => useContext(ListPlaceContext);
