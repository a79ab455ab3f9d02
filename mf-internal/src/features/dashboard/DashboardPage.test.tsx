import { endpoints, messages } from '@nextlevel/bff/contract';
import { aStaffUser, fails, pending, renderWithShell, reply, resetShell } from '@nextlevel/shell/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardPage } from './DashboardPage';

afterEach(resetShell);

const renderDashboard = (network: NonNullable<Parameters<typeof renderWithShell>[1]>['network']) =>
  renderWithShell(<DashboardPage />, { path: '/internal/dashboard', user: aStaffUser(), network });
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const recent = () =>
  within(screen.getByRole('heading', { name: 'Recent Activity' }).closest('div[class]')!.parentElement!)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

const upload = {
  id: '12',
  kind: 'upload' as const,
  at: '2026-11-20T09:00:00.000Z',
  user: { id: 's1', email: 'grace@nextlevel.example.com' },
  actor: { id: 's1', email: 'grace@nextlevel.example.com' },
  ip: '203.0.113.7',
  browser: 'Firefox 128 on Linux',
  details: { table: 'authors', records: 3, added: 1, changed: 2 },
};

describe('the internal dashboard (issue #27 item 9)', () => {
  it('keeps every card title, with Total Users counted and the latest staff actions', async () => {
    renderDashboard([reply(endpoints.getInternalDashboard, { totalUsers: 1234, recentActivity: [upload] })]);
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(['Total Users', 'Countries', 'System Status', 'Configuration'].map(figure)).toEqual(['1,234', '196', 'Online', 'Ready']);
    expect(screen.getByRole('heading', { name: 'Quick Actions' })).toBeTruthy();
    expect(recent()).toEqual([
      expect.stringMatching(/^Data uploaded \(authors: 3 records, 1 added, 2 changed\) by grace@nextlevel\.example\.com · /),
    ]);
  });

  it('says so while loading, when nothing happened yet, and when the figures could not be loaded', async () => {
    renderDashboard([pending(endpoints.getInternalDashboard)]);
    expect(figure('Total Users')).toBe('Loading...');
    expect(recent()).toEqual(['Loading recent activity...']);
    resetShell();

    renderDashboard([reply(endpoints.getInternalDashboard, { totalUsers: 0, recentActivity: [] })]);
    expect(await screen.findByText('No recent activity yet')).toBeTruthy();
    expect(figure('Total Users')).toBe('0');
    resetShell();

    renderDashboard([fails(endpoints.getInternalDashboard, 503, messages.errors.unavailable)]);
    expect(await screen.findByText('Recent activity could not be loaded')).toBeTruthy();
    expect(figure('Total Users')).toBe('Unavailable');
  });
});
