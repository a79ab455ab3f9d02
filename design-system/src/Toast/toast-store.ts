import type { ReactNode } from 'react';
import { lastAction } from './action-target';

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  /** The control whose action raised it (the last one pressed), which it must not cover. */
  cause: Element | null;
}

// product §9: at most one toast visible; a dismissed toast is kept (closed) for 1,000,000 ms
// so its exit animation and Radix's focus return can finish before it is removed.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

type Listener = (toasts: readonly ToastItem[]) => void;

let toasts: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast (or all without an id); it is removed from the list later. */
export function dismiss(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  publish(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast; callable anywhere, inside React or not. Returns its id. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = `nl-toast-${counter}`;
  publish([{ ...input, id, open: true, cause: lastAction() }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id) };
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}
