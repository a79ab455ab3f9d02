import { useSyncExternalStore } from 'react';
import { dismiss, getToasts, subscribe, toast } from './toast-store';

/** The toast actions, for components; `toast` is also importable as a plain function. */
export function useToast() {
  return { toast, dismiss };
}

/** The current toasts (newest first). */
export function useToasts() {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
