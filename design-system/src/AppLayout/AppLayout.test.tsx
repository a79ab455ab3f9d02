import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type Ref } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SidebarLink } from '../SidebarLink/SidebarLink';
import { axeViolations } from '../test/axe';
import { AppLayout, type AppLayoutProps } from './AppLayout';

type HappyWindow = { happyDOM: { setViewport: (v: { width: number; height: number }) => void } };
const setViewport = (width: number) => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });

const user = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };

function renderLayout(props: Partial<AppLayoutProps> & { ref?: Ref<HTMLDivElement> } = {}) {
  return render(
    <AppLayout
      title="Internal Management"
      backLink={<SidebarLink href="/">Back to Site</SidebarLink>}
      nav={
        <>
          <SidebarLink href="/internal/dashboard" aria-current="page">
            Dashboard
          </SidebarLink>
          <SidebarLink href="/internal/database">Database</SidebarLink>
        </>
      }
      user={user}
      onSignOut={() => {}}
      {...props}
    >
      <h1>Dashboard</h1>
    </AppLayout>,
  );
}

describe('AppLayout', () => {
  afterEach(() => setViewport(1024));

  it('hides the phone top bar on wide screens', () => {
    renderLayout();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('shows the title, back link, nav, main content and the user block', () => {
    renderLayout();
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(sidebar.textContent).toContain('Internal Management');
    expect(screen.getByRole('link', { name: 'Back to Site' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('navigation', { name: 'Main' }).querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('main').textContent).toBe('Dashboard');
    expect(screen.getByText('AL').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
  });

  it('reads "Signing out..." and is disabled until onSignOut settles', async () => {
    let finish = () => {};
    const onSignOut = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderLayout({ onSignOut });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Signing out...' })).toHaveProperty('disabled', true);
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign Out' })).toHaveProperty('disabled', false));
  });

  it('re-enables Sign Out when onSignOut fails', async () => {
    const onSignOut = vi.fn(() => Promise.reject(new Error('offline')));
    renderLayout({ onSignOut });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign Out' })).toHaveProperty('disabled', false));
  });

  it('toggles the phone menu and closes it when a nav link is chosen', async () => {
    // The top bar only shows below 768px (its CSS module is applied in this test environment).
    setViewport(375);
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.tagName).toBe('ASIDE');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('link', { name: 'Database' }));
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('forwards its ref', () => {
    const ref = createRef<HTMLDivElement>();
    renderLayout({ ref });
    expect(ref.current?.querySelector('main')).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderLayout();
    expect(await axeViolations(container)).toEqual([]);
  });
});
