import { createContext, forwardRef, Suspense, useContext, type ComponentPropsWithoutRef } from 'react';
import type { Tabs as TabsPrimitive } from 'radix-ui';
import { cx } from '../utils/cx';
import { lazyModule, lazyPart } from '../utils/lazy-module';
import styles from './Tabs.module.css';

type TabsProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Root>;
type TabsListProps = ComponentPropsWithoutRef<typeof TabsPrimitive.List>;
type TabsTriggerProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>;
type TabsContentProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Content>;

export const tabsParts = lazyModule(() => import('./TabsParts'));

/** Under Tabs whose Radix code is still loading: the selected tab, so the parts draw a static copy. */
const Pending = createContext<{ selected: string | undefined } | null>(null);

const LazyRoot = lazyPart(tabsParts, (m) => m.TabsRootWithRef);

/** Radix Tabs with our look, loaded with the first Tabs on a page; until then a static copy of the selected panel. */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(props, ref) {
  const fallback = (
    <Pending.Provider value={{ selected: props.value ?? props.defaultValue }}>
      <div className={cx(styles.root, props.className)}>{props.children}</div>
    </Pending.Provider>
  );
  return (
    <Suspense fallback={fallback}>
      <LazyRoot rootRef={ref} {...props} />
    </Suspense>
  );
});

export const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList({ className, ...rest }, ref) {
  const pending = useContext(Pending);
  const parts = tabsParts.loaded();
  if (pending || !parts)
    return (
      <div ref={ref} role="tablist" aria-label={rest['aria-label']} className={cx(styles.list, className)}>
        {rest.children}
      </div>
    );
  return <parts.TabsList ref={ref} className={className} {...rest} />;
});

export const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger({ className, ...rest }, ref) {
  const pending = useContext(Pending);
  const parts = tabsParts.loaded();
  if (pending || !parts) {
    const active = pending?.selected === rest.value;
    return (
      <button
        ref={ref}
        type="button"
        role="tab"
        aria-selected={active}
        tabIndex={-1}
        data-state={active ? 'active' : 'inactive'}
        className={cx(styles.trigger, className)}
      >
        {rest.children}
      </button>
    );
  }
  return <parts.TabsTrigger ref={ref} className={className} {...rest} />;
});

export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent({ className, ...rest }, ref) {
  const pending = useContext(Pending);
  const parts = tabsParts.loaded();
  if (pending || !parts) {
    if (pending?.selected !== rest.value) return null;
    return (
      <div ref={ref} role="tabpanel" className={cx(styles.content, className)}>
        {rest.children}
      </div>
    );
  }
  return <parts.TabsContent ref={ref} className={className} {...rest} />;
});
