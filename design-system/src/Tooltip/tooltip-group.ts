// product §9: tooltips open after 700 ms; moving between triggers within 300 ms skips the delay.
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * The skip-delay state every tooltip under one TooltipProvider shares. It lives outside Radix
 * so that the provider itself costs nothing until a tooltip is shown: once one has been open,
 * the next opens at once unless 300 ms have passed since it closed.
 */
export interface TooltipGroup {
  skipping: () => boolean;
  subscribe: (listener: () => void) => () => void;
  opened: () => void;
  closed: () => void;
}

export function createTooltipGroup(skipDelayMs = TOOLTIP_SKIP_DELAY_MS): TooltipGroup {
  let skipping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === skipping) return;
    skipping = next;
    for (const l of listeners) l();
  };
  return {
    skipping: () => skipping,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    opened: () => {
      clearTimeout(timer);
      set(true);
    },
    closed: () => {
      clearTimeout(timer);
      timer = setTimeout(() => set(false), skipDelayMs);
    },
  };
}
