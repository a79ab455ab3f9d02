import '@nextlevel/design-system/tokens.css';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { AppProviders } from './AppProviders';

/**
 * Development only: renders one remote's './routes' on its own dev server, with the same
 * providers as the shell, so its team can work without the host (`pnpm --filter mf-members dev`).
 * The session cookie is shared with the full site on the same host name, so sign in there.
 */
export function renderStandalone(AreaRoutes: ComponentType, basePath: string): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <AppProviders>
      <Routes>
        <Route path={`${basePath.replace(/\/$/, '')}/*`} element={<AreaRoutes />} />
      </Routes>
    </AppProviders>,
  );
}
