import { useSyncExternalStore } from 'react';

// The last scroll offset read, shared by every subscriber. Rendering only reads this cache:
// reading window.scrollY during render would force a synchronous layout (a forced reflow).
let lastScrollY = 0;
let frame = 0;
const listeners = new Set<() => void>();

const read = () => {
  frame = 0;
  const y = window.scrollY;
  if (y === lastScrollY) return;
  lastScrollY = y;
  for (const notify of listeners) notify();
};

// A passive listener, throttled to one reading per animation frame.
const onScroll = () => {
  if (frame === 0) frame = requestAnimationFrame(read);
};

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  if (listeners.size === 1) window.addEventListener('scroll', onScroll, { passive: true });
  onScroll(); // the first reading, for a page that opens already scrolled
  return () => {
    listeners.delete(notify);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', onScroll);
    if (frame !== 0) cancelAnimationFrame(frame);
    frame = 0;
  };
}

/** True once the page has scrolled further than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => lastScrollY > threshold,
    () => false,
  );
}
