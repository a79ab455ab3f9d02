import { Suspense, useEffect, type ReactNode } from 'react';
import { trackActions } from './action-target';
import { lazyModule, lazyPart } from '../utils/lazy-module';
import { IdleViewport } from './IdleViewport';
import { useToasts } from './use-toast';

export { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from './toast-config';

export interface ToastProviderProps {
  children?: ReactNode;
}

export const toaster = lazyModule(() => import('./Toaster'));

const LazyToaster = lazyPart(toaster, (m) => m.Toaster);

/**
 * Renders the toast viewport (F8 focuses it) and the toast raised by `toast()`. Radix Toast
 * arrives with the first toast; the app's tree is a sibling, so nothing of it remounts then.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const toasts = useToasts();
  useEffect(trackActions, []);
  const live = toasts.length > 0 || toaster.loaded() !== undefined;
  return (
    <>
      {children}
      {live ? (
        <Suspense fallback={<IdleViewport />}>
          <LazyToaster />
        </Suspense>
      ) : (
        <IdleViewport />
      )}
    </>
  );
}
