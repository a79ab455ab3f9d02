import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sectionIds } from './content/sections';
import { statistics } from './content/statistics';
import LandingPage from './LandingPage';
import { member, renderAtRoot, signIn, signOut } from './testing';

afterEach(() => {
  cleanup();
  signOut();
});

describe('LandingPage', () => {
  it('renders the eight sections in order under one h1', () => {
    const { container } = renderAtRoot(<LandingPage />);
    const ids = [...container.querySelectorAll('main > section')].map((section) => section.id);
    expect(ids).toEqual([...sectionIds]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Next-Level Success Solutions' })).toBeTruthy();
  });

  it('shows the six statistics of SPEC §9 with a source each', () => {
    renderAtRoot(<LandingPage />);
    const numbers = document.getElementById('the-numbers');
    if (!numbers) throw new Error('the-numbers section missing');
    for (const value of ['60%', '2028', '52%', '26%', '1 billion', '79%']) expect(within(numbers).getByText(value)).toBeTruthy();
    expect(within(numbers).getAllByText(/^Source: /)).toHaveLength(statistics.length);
  });

  it('signed out: every section ends with SIGN UP to /sign-up and the nav offers Login and Sign Up', () => {
    signOut();
    renderAtRoot(<LandingPage />);
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
    signIn(member);
    renderAtRoot(<LandingPage />);
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
    signIn({ ...member, category: 'Internal' });
    renderAtRoot(<LandingPage />);
    const [first] = screen.getAllByRole('link', { name: 'Enter' });
    if (!first) throw new Error('no Enter link');
    await userEvent.click(first);
    expect(screen.getByTestId('path').textContent).toBe('/internal/dashboard');
  });

  it('signed in with another category: Enter falls back to /', () => {
    signIn({ ...member, category: 'Partner' });
    renderAtRoot(<LandingPage />);
    for (const link of screen.getAllByRole('link', { name: 'Enter' })) expect(link.getAttribute('href')).toBe('/');
  });

  it('SIGN UP navigates to /sign-up', async () => {
    renderAtRoot(<LandingPage />);
    const [first] = screen.getAllByRole('link', { name: 'SIGN UP' });
    if (!first) throw new Error('no SIGN UP link');
    await userEvent.click(first);
    expect(screen.getByTestId('path').textContent).toBe('/sign-up');
  });

  it('Get Started is a link to #intro and moves focus to the intro section', async () => {
    renderAtRoot(<LandingPage />);
    const getStarted = screen.getByRole('link', { name: 'Get Started' });
    expect(getStarted.getAttribute('href')).toBe('#intro');
    await userEvent.click(getStarted);
    expect(document.activeElement?.id).toBe('intro');
  });

  it('the footer has the link lists, four named social links and the 2025 copyright', () => {
    renderAtRoot(<LandingPage />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Services' })).toBeTruthy();
    expect(within(footer).getByRole('navigation', { name: 'Company' })).toBeTruthy();
    for (const name of ['LinkedIn', 'X', 'Facebook', 'Instagram']) {
      expect(within(footer).getByRole('link', { name }).getAttribute('href')).toBe('#');
    }
    expect(within(footer).getByText(/© 2025/)).toBeTruthy();
  });
});
