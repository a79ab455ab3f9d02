import { endpoints, messages } from '@nextlevel/bff/contract';
import { aMember, fails, pending, renderWithShell, reply, resetShell } from '@nextlevel/shell/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardPage } from './DashboardPage';

afterEach(resetShell);

const ada = { id: 'u1', email: 'ada@example.com' };
const signIn = {
  id: '9',
  kind: 'sign-in' as const,
  at: '2026-11-20T12:00:00.000Z',
  user: ada,
  actor: ada,
  ip: '203.0.113.7',
  browser: 'Firefox 128 on Linux',
  details: {},
};
const noActivity = reply(endpoints.getMemberDashboard, { lastSignIn: null, recentActivity: [] });

const renderDashboard = (network = [noActivity], user = aMember()) =>
  renderWithShell(<DashboardPage />, { path: '/members/dashboard', user, network });
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const recent = () =>
  within(screen.getByRole('heading', { name: 'Recent Activity' }).closest('div[class]')!.parentElement!)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('DashboardPage', () => {
  it('#24.14 says Welcome on a first visit (the session the sign-up verification started)', () => {
    renderDashboard([noActivity], aMember({ first_visit: true }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Ada!');
  });

  it('#24.14 says Welcome back on any later visit', () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Ada!');
  });

  it('#27.9 keeps every card title; Last Login is the previous sign-in and Recent Activity the own latest events', async () => {
    renderDashboard([
      reply(endpoints.getMemberDashboard, {
        lastSignIn: { at: '2026-11-19T12:00:00.000Z', ip: '203.0.113.7', browser: 'Firefox 128 on Linux' },
        recentActivity: [signIn, { ...signIn, id: '8', kind: 'password-changed' }],
      }),
    ]);
    await screen.findByText(/^Password changed · /);
    expect(['Profile', 'Last Login', 'Notifications', 'Settings'].map(figure)).toEqual([
      'Complete',
      expect.stringMatching(/^Nov 19, 2026/),
      '0',
      'Updated',
    ]);
    expect(screen.getByRole('heading', { name: 'Quick Actions' })).toBeTruthy();
    expect(recent()).toEqual([expect.stringMatching(/^Signed in · Nov 20, 2026/), expect.stringMatching(/^Password changed · /)]);
  });

  it('#27.9 says so on the first sign-in, while loading, and when the log could not be read', async () => {
    renderDashboard([reply(endpoints.getMemberDashboard, { lastSignIn: null, recentActivity: [signIn] })]);
    expect(await screen.findByText('This is your first sign-in')).toBeTruthy();
    resetShell();

    renderDashboard([pending(endpoints.getMemberDashboard)]);
    expect(figure('Last Login')).toBe('Loading...');
    expect(recent()).toEqual(['Loading recent activity...']);
    resetShell();

    renderDashboard([noActivity]);
    expect(await screen.findByText('No recent activity yet')).toBeTruthy();
    resetShell();

    renderDashboard([fails(endpoints.getMemberDashboard, 503, messages.errors.unavailable)]);
    expect(await screen.findByText('Recent activity could not be loaded')).toBeTruthy();
    expect(figure('Last Login')).toBe('Unavailable');
  });
});
