import { createContext, Suspense, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { lazyModule, lazyPart } from '../utils/lazy-module';
import { createTooltipGroup, type TooltipGroup } from './tooltip-group';

export { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip-group';

const GroupContext = createContext<TooltipGroup>(createTooltipGroup());

/** Shares the open and skip delays of every tooltip below it. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [group] = useState(createTooltipGroup);
  return <GroupContext.Provider value={group}>{children}</GroupContext.Provider>;
}

export interface TooltipProps {
  content: ReactNode;
  /** The trigger: one focusable element (it receives the trigger's props and ref). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

export const tooltipPopup = lazyModule(() => import('./TooltipPopup'));

const LazyTooltipPopup = lazyPart(tooltipPopup, (m) => m.TooltipPopup);

/** A short label shown on hover and focus of its trigger; until Radix arrives, the bare trigger. */
export function Tooltip(props: TooltipProps) {
  const group = useContext(GroupContext);
  return (
    <Suspense fallback={props.children}>
      <LazyTooltipPopup {...props} group={group} />
    </Suspense>
  );
}
