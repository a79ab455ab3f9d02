import { endpoints } from '@nextlevel/bff/contract';
import { useAuth } from '@nextlevel/shell/auth';
import { useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMember, aStaffUser } from './fixtures';
import { sentRequests } from './network';
import { findLocation, renderWithShell, resetShell } from './render-with-shell';
import { reply } from '../stories/api-handlers';

afterEach(resetShell);

function Greeting() {
  const user = useAuth((s) => s.user);
  return (
    <>
      <h1>{user ? `Hello ${user.first_name} (${user.category})` : 'Hello stranger'}</h1>
      <Link to="/elsewhere?x=1">Go</Link>
    </>
  );
}

function NeedsQueries() {
  useQueryClient();
  return <p>has react-query</p>;
}

describe('renderWithShell', () => {
  it('signs the given user in, and nobody without one', () => {
    renderWithShell(<Greeting />, { user: aStaffUser() });
    expect(screen.getByRole('heading').textContent).toBe('Hello Ada (Internal)');
    expect(useAuth.getState().status).toBe('ready');
    resetShell();
    renderWithShell(<Greeting />);
    expect(screen.getByRole('heading').textContent).toBe('Hello stranger');
  });

  it('mounts the screen at its path and shows where it navigates, with a userEvent ready', async () => {
    const { user } = renderWithShell(<Greeting />, { path: '/members/*', route: '/members/home', user: aMember() });
    await user.click(screen.getByRole('link', { name: 'Go' }));
    expect(await findLocation()).toBe('/elsewhere?x=1');
  });

  it('gives a query client unless told not to, as on /', () => {
    renderWithShell(<NeedsQueries />);
    expect(screen.getByText('has react-query')).toBeTruthy();
    resetShell();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithShell(<NeedsQueries />, { queries: false })).toThrow(/QueryClient/);
    quiet.mockRestore();
  });

  it('fakes the network from its network option', async () => {
    renderWithShell(<p>screen</p>, { network: [reply(endpoints.listCountries, [])] });
    expect(await (await fetch('/api/countries')).json()).toEqual([]);
    expect(sentRequests(endpoints.listCountries)).toHaveLength(1);
  });

  it('resetShell puts the auth store back as it started', () => {
    const initial = useAuth.getState();
    renderWithShell(<Greeting />, { user: aMember() });
    resetShell();
    expect(useAuth.getState()).toEqual(initial);
  });
});
