import { forwardRef, type ComponentPropsWithoutRef, type Ref } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cx } from '../utils/cx';
import styles from './Tabs.module.css';

// The Radix part of Tabs, loaded with the first Tabs on a page: arrow keys move between
// triggers, panels are linked by id.
export const TabsRoot = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof TabsPrimitive.Root>>(function TabsRoot(
  { className, ...rest },
  ref,
) {
  return <TabsPrimitive.Root ref={ref} className={cx(styles.root, className)} {...rest} />;
});

export const TabsList = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof TabsPrimitive.List>>(function TabsList(
  { className, ...rest },
  ref,
) {
  return <TabsPrimitive.List ref={ref} className={cx(styles.list, className)} {...rest} />;
});

export const TabsTrigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>>(function TabsTrigger(
  { className, ...rest },
  ref,
) {
  return <TabsPrimitive.Trigger ref={ref} className={cx(styles.trigger, className)} {...rest} />;
});

export const TabsContent = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof TabsPrimitive.Content>>(function TabsContent(
  { className, ...rest },
  ref,
) {
  return <TabsPrimitive.Content ref={ref} className={cx(styles.content, className)} {...rest} />;
});

/** The root with its ref as a plain prop, as Tabs hands it over through the lazy boundary. */
export function TabsRootWithRef({
  rootRef,
  ...props
}: ComponentPropsWithoutRef<typeof TabsPrimitive.Root> & { rootRef: Ref<HTMLDivElement> }) {
  return <TabsRoot ref={rootRef} {...props} />;
}
