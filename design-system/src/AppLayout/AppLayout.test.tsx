import { act, render, screen, waitFor } from '@testing-library/react';
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

  it('#24.13 the phone drawer is a modal: Esc closes it and returns focus to the toggle, Tab stays inside, the page behind is inert', async () => {
    setViewport(390);
    renderLayout();
    const main = screen.getByRole('main');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const toggle = screen.getByRole('button', { name: 'Close menu' });
    // Opening moves the focus into the drawer; what is behind it can be neither reached nor read.
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Back to Site' }));
    expect(main.inert).toBe(true);
    // Tab from the last control comes back round to the toggle, Shift+Tab from the toggle to the last control.
    screen.getByRole('button', { name: 'Sign Out' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(toggle);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign Out' }));
    await userEvent.keyboard('{Escape}');
    const closed = screen.getByRole('button', { name: 'Open menu' });
    expect(closed.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(closed);
    expect(main.inert).toBe(false);
  });

  it('#24.13 a drawer left open while the screen widens gives the page back', async () => {
    setViewport(390);
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('main').inert).toBe(true);
    act(() => {
      setViewport(1024);
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() => expect(screen.getByRole('main').inert).toBe(false));
  });

  it('#24.9 holds its place without links or a user (an area still loading): title and main only, no menu toggle', () => {
    setViewport(390);
    render(
      <AppLayout title="Member Portal">
        <p>Loading...</p>
      </AppLayout>,
    );
    // The sidebar (hidden on a phone until its menu opens) holds the title alone.
    expect(document.querySelector('aside')?.textContent).toBe('Member Portal');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('Loading...');
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
