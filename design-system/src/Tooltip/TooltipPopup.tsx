import { useSyncExternalStore } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { TooltipProps } from './Tooltip';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, type TooltipGroup } from './tooltip-group';
import styles from './Tooltip.module.css';

/**
 * The Radix part of Tooltip (loaded with the first tooltip on a page). Each tooltip has its own
 * Radix provider; the group carries the skip delay across them, as one shared provider would.
 */
export function TooltipPopup({ content, children, side = 'top', group }: TooltipProps & { group: TooltipGroup }) {
  const skipping = useSyncExternalStore(group.subscribe, group.skipping, group.skipping);
  return (
    <TooltipPrimitive.Provider delayDuration={skipping ? 0 : TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <TooltipPrimitive.Root onOpenChange={(open) => (open ? group.opened() : group.closed())}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content className={styles.content} side={side} sideOffset={6}>
            {content}
            <TooltipPrimitive.Arrow className={styles.arrow} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
