import { ToastProvider, TooltipProvider } from '@nextlevel/design-system';
import { useAuth } from '@nextlevel/shell/auth';
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

/** Toasts, tooltips and the router around every page; reads the current user once at start. */
export function CoreProviders({ children }: { children: ReactNode }) {
  const load = useAuth((s) => s.load);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <TooltipProvider>
      <ToastProvider>
        <BrowserRouter>{children}</BrowserRouter>
      </ToastProvider>
    </TooltipProvider>
  );
}
