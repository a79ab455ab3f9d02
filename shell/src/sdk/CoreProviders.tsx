import { ToastProvider, TooltipProvider } from '@nextlevel/design-system';
import { useAuth } from '@nextlevel/shell/auth';
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';

export interface CoreProvidersProps {
  children: ReactNode;
  /** Start a router of its own at this path instead of following the address bar (a screen story's iframe has none to follow). */
  location?: string;
}

/** Toasts, tooltips and the router around every page; reads the current user once at start. */
export function CoreProviders({ children, location }: CoreProvidersProps) {
  const load = useAuth((s) => s.load);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <TooltipProvider>
      <ToastProvider>
        {location === undefined ? (
          <BrowserRouter>{children}</BrowserRouter>
        ) : (
          <MemoryRouter initialEntries={[location]}>{children}</MemoryRouter>
        )}
      </ToastProvider>
    </TooltipProvider>
  );
}
