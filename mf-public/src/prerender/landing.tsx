import '@nextlevel/design-system/tokens.css';
import { ToastProvider, TooltipProvider } from '@nextlevel/design-system';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PrerenderingContext } from '../features/landing/prerendering';
import LandingPage from '../features/landing/LandingPage';

/**
 * The landing page as a visitor who is not signed in first sees it, rendered at build time
 * (contract: prerenderedPages). The providers are the shell's (CoreProviders), so the markup
 * lays out exactly as the live page that replaces it.
 */
export function render(): string {
  return renderToString(
    <TooltipProvider>
      <ToastProvider>
        <MemoryRouter>
          <PrerenderingContext value>
            <LandingPage />
          </PrerenderingContext>
        </MemoryRouter>
      </ToastProvider>
    </TooltipProvider>,
  );
}
