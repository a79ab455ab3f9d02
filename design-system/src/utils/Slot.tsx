import { Children, cloneElement, forwardRef, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';
import { cx } from './cx';

type Props = Record<string, unknown> & { children?: ReactNode; ref?: Ref<unknown> };

const isHandler = (key: string, value: unknown): value is (...args: unknown[]) => unknown =>
  /^on[A-Z]/.test(key) && typeof value === 'function';

/** The child's props win, except handlers (both run, the child's first), className (joined) and style (merged) — as Radix Slot does. */
export function mergeSlotProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot, ...child };
  for (const [key, slotValue] of Object.entries(slot)) {
    const childValue = child[key];
    if (isHandler(key, slotValue) && isHandler(key, childValue)) {
      merged[key] = (...args: unknown[]) => {
        const result = childValue(...args);
        slotValue(...args);
        return result;
      };
    }
  }
  merged['className'] = cx(slot['className'] as string | undefined, child['className'] as string | undefined) || undefined;
  if (slot['style'] || child['style']) merged['style'] = { ...(slot['style'] as object), ...(child['style'] as object) };
  return merged;
}

const setRef = <T,>(ref: Ref<T> | undefined, node: T | null) => {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
};

/** Marks, among a Slot's children, the element whose place the slotted child takes (its own children go there). */
export function Slottable({ children }: { children: ReactNode }) {
  return children;
}

const isSlottable = (node: ReactNode): node is ReactElement<{ children: ReactNode }> => isValidElement(node) && node.type === Slottable;

/**
 * `asChild` for Button and SidebarLink: renders its one child element with our props merged
 * in. Radix's own Slot would put its code on every page through the shared design system;
 * this is the part of it we use.
 */
export const Slot = forwardRef<HTMLElement, Props>(function Slot({ children, ...slotProps }, forwardedRef) {
  const all = Children.toArray(children as ReactNode);
  const slottable = all.find(isSlottable);
  const target = slottable ? slottable.props.children : (children as ReactNode);
  const element = isValidElement<Props>(target) ? target : null;
  if (!element) return null;
  const childRef = element.props.ref;
  const ref = (node: HTMLElement | null) => {
    setRef(forwardedRef, node);
    setRef(childRef, node);
  };
  const content: ReactNode = slottable ? all.map((node) => (node === slottable ? element.props.children : node)) : element.props.children;
  return cloneElement(element, { ...mergeSlotProps(slotProps, element.props), ref }, content);
});
