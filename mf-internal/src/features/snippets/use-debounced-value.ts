import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`; at once while `now` is true (a cleared
 * search shows everything without waiting).
 */
export function useDebouncedValue<T>(value: T, delayMs: number, now = false): T {
  const [settled, setSettled] = useState(value);
  // Adjusted while rendering (React's advice), so no render shows the stale value.
  if (now && !Object.is(settled, value)) setSettled(value);
  useEffect(() => {
    if (now) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, now]);
  return settled;
}
