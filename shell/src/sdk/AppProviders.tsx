import { queryClientConfig } from '@nextlevel/shell/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CoreProviders } from './CoreProviders';

export interface AppProvidersProps {
  children: ReactNode;
  /** Where the router starts instead of the address bar (see CoreProviders). */
  location?: string;
  /** false: no react-query, as the shell renders `/` (decision 003). */
  queries?: boolean;
}

/**
 * A remote on its own (its standalone dev page, its screen stories): the shell's providers with
 * one query client (product §9 defaults) around everything. The shell itself adds react-query per area (QueryArea).
 */
export function AppProviders({ children, location, queries = true }: AppProvidersProps) {
  const [queryClient] = useState(() => new QueryClient(queryClientConfig));
  const core = <CoreProviders location={location}>{children}</CoreProviders>;
  return queries ? <QueryClientProvider client={queryClient}>{core}</QueryClientProvider> : core;
}
