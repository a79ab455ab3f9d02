import { ToastProvider, TooltipProvider } from '@nextlevel/design-system';
import { queryClientConfig } from '@nextlevel/shell/api';
import { useAuth } from '@nextlevel/shell/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

/**
 * What every area renders inside: one query client (SPEC §9 defaults), toasts, tooltips and
 * the router; reads the current user once at start.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient(queryClientConfig));
  const load = useAuth((s) => s.load);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <ToastProvider>
          <BrowserRouter>{children}</BrowserRouter>
        </ToastProvider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
