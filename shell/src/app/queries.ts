import { queryClientConfig } from '@nextlevel/shell/api';
import { QueryClient } from '@tanstack/react-query';

export { QueryClientProvider } from '@tanstack/react-query';

/** The page's one query client (product §9 defaults): every area shares its cache. */
export const queryClient = new QueryClient(queryClientConfig);
