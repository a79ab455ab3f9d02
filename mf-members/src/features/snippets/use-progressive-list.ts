import { useEffect, useRef, useState } from 'react';

/** Cards rendered at a time: every render stays small whatever the list's length (issue #11: 1,000 favourites). */
export const LIST_STEP = 50;

/**
 * The first `step` items, more as the end of the list comes into view (or on Show more). Starts
 * again from the top when `resetKey` changes (new filters), so a keystroke in the search renders at
 * most `step` cards; removing a card keeps what is shown.
 */
export function useProgressiveList<T>(items: readonly T[], resetKey: string, step = LIST_STEP) {
  const [state, setState] = useState({ resetKey, count: step });
  if (state.resetKey !== resetKey) setState({ resetKey, count: step });
  const count = state.resetKey === resetKey ? state.count : step;
  const hasMore = count < items.length;
  const more = () => setState((s) => ({ resetKey: s.resetKey, count: s.count + step }));
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setState((s) => ({ resetKey: s.resetKey, count: s.count + step }));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, step, count]);

  return { shown: items.slice(0, count), hasMore, more, sentinel };
}
