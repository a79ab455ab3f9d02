import { queryClientConfig } from '@nextlevel/shell/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CoreProviders } from './CoreProviders';

/**
 * A remote's standalone page (development): the shell's providers with one query client
 * (SPEC §9 defaults) around everything. The shell itself adds react-query per area (QueryArea).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient(queryClientConfig));
  return (
    <QueryClientProvider client={queryClient}>
      <CoreProviders>{children}</CoreProviders>
    </QueryClientProvider>
  );
}
