import { queryClientConfig } from '@nextlevel/shell/api';
import { useAuth } from '@nextlevel/shell/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';

/** Renders a members screen with the providers the shell gives it. */
export function renderWithShell(element: ReactElement) {
  const client = new QueryClient(queryClientConfig);
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/members/settings']}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user, client };
}

/** Unmounts, restores fetch, and signs the shared auth store out between tests. */
export function resetTestState() {
  cleanup();
  vi.unstubAllGlobals();
  useAuth.setState({ user: null, status: 'ready' });
}
