// Test helpers for the landing feature: providers as the shell supplies them, and auth states.
import type { CurrentUser } from '@nextlevel/bff/contract';
import { ToastProvider } from '@nextlevel/design-system';
import { useAuth } from '@nextlevel/shell/auth';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export const member: CurrentUser = {
  id: '00000000-0000-4000-8000-000000000001',
  category: 'Member',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  country_id: '00000000-0000-4000-8000-000000000002',
};

export const signIn = (user: CurrentUser) => useAuth.setState({ user, status: 'ready' });
export const signOut = () => useAuth.setState({ user: null, status: 'ready' });

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/** Renders `ui` at / inside the router and the toast provider; other paths show their pathname. */
export function renderAtRoot(ui: ReactElement) {
  return render(
    <ToastProvider>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={ui} />
          <Route path="*" element={<CurrentPath />} />
        </Routes>
      </MemoryRouter>
    </ToastProvider>,
  );
}
