import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AreaLayout } from './AreaLayout';
import { useAuth } from '../auth';
import { aMember } from '../testing/fixtures';

const user = aMember();
const initial = useAuth.getState();
const links = [
  { to: '/area/home', label: 'Home', icon: <svg /> },
  { to: '/area/other', label: 'Other', icon: <svg /> },
];

function Landing() {
  const signedIn = useAuth((s) => Boolean(s.user));
  return <h1>{`Landing ${useLocation().pathname} ${signedIn ? 'signed in' : 'signed out'}`}</h1>;
}

const renderArea = () =>
  render(
    <MemoryRouter initialEntries={['/area/home']}>
      <Routes>
        <Route path="/area" element={<AreaLayout title="Test Area" links={links} signedOutHint="Sign in to see the area." />}>
          <Route path="home" element={<p>Home page</p>} />
        </Route>
        <Route path="/" element={<Landing />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => useAuth.setState(initial, true));

describe('AreaLayout', () => {
  it('frames the page with the title, the back link, the links in order (current one marked) and the user', () => {
    useAuth.setState({ user, status: 'ready' });
    renderArea();
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByText('Test Area')).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Back to Site' }).getAttribute('href')).toBe('/');
    const nav = within(sidebar).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]),
    ).toEqual([
      ['Home', '/area/home', 'page'],
      ['Other', '/area/other', null],
    ]);
    expect(within(sidebar).getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('Home page')).toBeTruthy();
  });

  it('signs out by going to / first, then ending the session (product §2)', async () => {
    const seen: string[] = [];
    const logout = vi.fn(async () => {
      seen.push(document.querySelector('h1')?.textContent ?? '');
      useAuth.setState({ user: null });
    });
    useAuth.setState({ user, status: 'ready', logout });
    renderArea();
    await userEvent.click(screen.getByRole('button', { name: /Sign Out/ }));
    expect(await screen.findByRole('heading', { name: 'Landing / signed out' })).toBeTruthy();
    expect(seen).toEqual(['Landing / signed in']);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('waits for the session, then tells a signed-out visitor how to get in', () => {
    useAuth.setState({ user: null, status: 'loading' });
    renderArea();
    expect(screen.queryByText('Sign in to see the area.')).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
    act(() => useAuth.setState({ status: 'ready' }));
    expect(screen.getByText('Sign in to see the area.')).toBeTruthy();
  });

  it('takes another back link, and marks an `end` link only on its own path (an app inside an area)', () => {
    useAuth.setState({ user, status: 'ready' });
    const appLinks = [
      { to: '/area/app', label: 'App', icon: <svg />, end: true },
      { to: '/area/app/saved', label: 'Saved', icon: <svg /> },
    ];
    render(
      <MemoryRouter initialEntries={['/area/app/saved']}>
        <Routes>
          <Route
            path="/area/app"
            element={<AreaLayout title="App" links={appLinks} back={{ to: '/area/apps', label: 'Back to Apps' }} signedOutHint="-" />}
          >
            <Route path="saved" element={<p>Saved page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Back to Apps' }).getAttribute('href')).toBe('/area/apps');
    expect(within(sidebar).getByRole('link', { name: 'App' }).getAttribute('aria-current')).toBeNull();
    expect(within(sidebar).getByRole('link', { name: 'Saved' }).getAttribute('aria-current')).toBe('page');
  });
});
