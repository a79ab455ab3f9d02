import { useAuth } from '@nextlevel/shell/auth';
import { queryClientConfig } from '@nextlevel/shell/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';

/** Stands in for every other route, showing where the screen sent the browser. */
function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

/** Renders one screen at `url` with the providers the shell gives it, and a real router around it. */
export function renderPage(element: ReactElement, { path, url = path }: { path: string; url?: string }) {
  const client = new QueryClient(queryClientConfig);
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user, client };
}

/** Where the screen navigated to, once it has. */
export const findLocation = async () => (await screen.findByTestId('location')).textContent;

/** Unmounts, restores fetch and timers, and signs the shared auth store out between tests. */
export function resetTestState() {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useAuth.setState({ user: null, status: 'ready' });
}
