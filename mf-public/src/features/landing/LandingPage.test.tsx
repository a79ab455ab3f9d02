import type { CurrentUser } from '@nextlevel/bff/contract';
import { aMember, aStaffUser, renderWithShell, resetShell } from '@nextlevel/shell/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sectionIds } from './content/sections';
import { statistics } from './content/statistics';
import LandingPage from './LandingPage';

afterEach(resetShell);

/** The landing page at / as the shell renders it: without react-query. */
const renderLanding = (user: CurrentUser | null = null) => renderWithShell(<LandingPage />, { path: '/', queries: false, user });

describe('LandingPage', () => {
  it('renders the eight sections in order under one h1', () => {
    const { container } = renderLanding();
    const ids = [...container.querySelectorAll('main > section')].map((section) => section.id);
    expect(ids).toEqual([...sectionIds]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Next-Level Success Solutions' })).toBeTruthy();
  });

  it('the skip link comes first, inside the banner landmark (axe region, whatever the host renders before it), and targets main', async () => {
    const { user } = renderLanding();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    // The nav's <header>, outside main and sectioning content: the banner landmark.
    const header = skip.closest('header');
    expect(header?.contains(screen.getByRole('navigation', { name: 'Main' }))).toBe(true);
    expect(header?.parentElement?.closest('main, section, article, aside, nav')).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(skip);
    expect(skip.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`);
  });

  it('shows the six statistics of product §9 with a source each', () => {
    renderLanding();
    const numbers = document.getElementById('the-numbers');
    if (!numbers) throw new Error('the-numbers section missing');
    for (const value of ['60%', '2028', '52%', '26%', '1 billion', '79%']) expect(within(numbers).getByText(value)).toBeTruthy();
    expect(within(numbers).getAllByText(/^Source: /)).toHaveLength(statistics.length);
  });

  it('signed out: every section ends with SIGN UP to /sign-up and the nav offers Login and Sign Up', () => {
    renderLanding(null);
    const signUps = screen.getAllByRole('link', { name: 'SIGN UP' });
    expect(signUps).toHaveLength(8);
    for (const link of signUps) expect(link.getAttribute('href')).toBe('/sign-up');
    expect(screen.queryByRole('link', { name: 'Enter' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(within(nav).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/sign-up');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('signed in as a Member: Enter and Dashboard lead to /members/dashboard, with the first name shown', () => {
    renderLanding(aMember());
    const enters = screen.getAllByRole('link', { name: 'Enter' });
    expect(enters).toHaveLength(8);
    for (const link of enters) expect(link.getAttribute('href')).toBe('/members/dashboard');
    expect(screen.queryByRole('link', { name: 'SIGN UP' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/members/dashboard');
    expect(within(nav).getByText('Ada')).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('signed in as Internal staff: Enter leads to /internal/dashboard', async () => {
    const { user } = renderLanding(aStaffUser());
    const [first] = screen.getAllByRole('link', { name: 'Enter' });
    if (!first) throw new Error('no Enter link');
    await user.click(first);
    expect(screen.getByTestId('location').textContent).toBe('/internal/dashboard');
  });

  it('signed in with another category: Enter falls back to /', () => {
    renderLanding(aMember({ category: 'Partner' }));
    for (const link of screen.getAllByRole('link', { name: 'Enter' })) expect(link.getAttribute('href')).toBe('/');
  });

  it('SIGN UP navigates to /sign-up', async () => {
    const { user } = renderLanding();
    const [first] = screen.getAllByRole('link', { name: 'SIGN UP' });
    if (!first) throw new Error('no SIGN UP link');
    await user.click(first);
    expect(screen.getByTestId('location').textContent).toBe('/sign-up');
  });

  it('Get Started is a link to #intro and moves focus to the intro section', async () => {
    const { user } = renderLanding();
    const getStarted = screen.getByRole('link', { name: 'Get Started' });
    expect(getStarted.getAttribute('href')).toBe('#intro');
    await user.click(getStarted);
    expect(document.activeElement?.id).toBe('intro');
  });

  it('the footer has the link lists, four named social links and the 2025 copyright', () => {
    renderLanding();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Services' })).toBeTruthy();
    expect(within(footer).getByRole('navigation', { name: 'Company' })).toBeTruthy();
    for (const name of ['LinkedIn', 'X', 'Facebook', 'Instagram']) {
      expect(within(footer).getByRole('link', { name }).getAttribute('href')).toBe('#');
    }
    expect(within(footer).getByText(/© 2025/)).toBeTruthy();
  });
});
