import type { CurrentUser } from '@nextlevel/bff/contract';
import { ToastProvider, TooltipProvider } from '@nextlevel/design-system';
import { queryClientConfig } from '@nextlevel/shell/api';
import { useAuth } from '@nextlevel/shell/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { fakeNetwork } from './network';

export interface ShellRenderOptions {
  /** The route pattern `ui` is mounted at; any other path then shows `<CurrentLocation />`. Without it, `ui` is rendered as is (it may hold its own routes). */
  path?: string;
  /** The URL the router starts at; defaults to `path`, else `/`. */
  route?: string;
  /** More routes beside `ui`'s, pattern → element (e.g. `{ '/': <h1>Landing</h1> }`). */
  routes?: Record<string, ReactNode>;
  /** Who is signed in (`aMember()`, `aStaffUser()`); left out or null: nobody. The auth store is ready either way. */
  user?: CurrentUser | null;
  /** The network's handlers (`reply(endpoints.x, …)`, `fails`, `pending`), served by msw: `fakeNetwork`. */
  network?: HttpHandler[];
  /** false: no react-query, as the shell renders `/` (the landing page must not use it). */
  queries?: boolean;
  /** Render into this element (e.g. a page's prerendered #root) instead of a new one. */
  container?: HTMLElement;
}

/** What `renderWithShell` returns; written out, as its declaration (`tsc -b`) cannot name the types testing-library's own come from. */
export type ShellRenderResult = RenderResult & { user: UserEvent; client: QueryClient };

/** Where the router is (path and query): the element every unmatched path shows. Read it with `findLocation()`. */
export function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

/** Where the screen navigated to, once it has. */
export const findLocation = async () => (await screen.findByTestId('location')).textContent;

const initialAuth = useAuth.getState();

/**
 * Renders `ui` with what the shell gives a screen: tooltips, toasts, a router at `route`, the
 * auth store with `user` signed in, and (unless `queries: false`) a fresh query client with
 * product §9 defaults. Fake the network with `network` (or `fakeNetwork`) so the real API client runs.
 * Returns testing-library's result, `user` (userEvent, set up) and `client`.
 */
export function renderWithShell(ui: ReactElement, options: ShellRenderOptions = {}): ShellRenderResult {
  const { path, route = path?.replace(/\/?\*$/, '') || '/', routes, queries = true, container } = options;
  if (options.network) fakeNetwork(...options.network);
  useAuth.setState({ user: options.user ?? null, status: 'ready', signedOut: false });
  const client = new QueryClient(queryClientConfig);
  const user = userEvent.setup();
  const screenTree =
    path === undefined && routes === undefined ? (
      ui
    ) : (
      <Routes>
        {path === undefined ? null : <Route path={path} element={ui} />}
        {Object.entries(routes ?? {}).map(([pattern, element]) => (
          <Route key={pattern} path={pattern} element={element} />
        ))}
        {path === '*' || routes?.['*'] ? null : <Route path="*" element={<CurrentLocation />} />}
      </Routes>
    );
  const routed = <MemoryRouter initialEntries={[route]}>{screenTree}</MemoryRouter>;
  const view = render(
    <TooltipProvider>
      <ToastProvider>{queries ? <QueryClientProvider client={client}>{routed}</QueryClientProvider> : routed}</ToastProvider>
    </TooltipProvider>,
    container ? { container } : {},
  );
  return { ...view, user, client };
}

/** For afterEach: unmounts, restores fetch and timers, and puts the shared auth store back as it started. */
export function resetShell() {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useAuth.setState(initialAuth, true);
}
