import { messages } from '@nextlevel/bff/contract';
import { aStaffUser, never, renderWithShell, resetShell, type Handler } from '@nextlevel/shell/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../axe-violations';
import { fakeAnalyticsApi, monthAgainstMonth } from '../fake-analytics-api';
import { SessionsTab } from './SessionsTab';

afterEach(resetShell);

const renderTab = (fetch: Record<string, Handler>, days: 7 | 30 | 90 = 30) =>
  renderWithShell(<SessionsTab days={days} />, { path: '/internal/analytics', user: aStaffUser(), fetch });
const figures = async () =>
  within(await screen.findByLabelText('Session figures'))
    .getAllByRole('term')
    .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('SessionsTab', () => {
  it('shows the total sessions and the average duration as Xm Ys, each against the previous period', async () => {
    const api = fakeAnalyticsApi(monthAgainstMonth);
    renderTab(api.routes);
    expect(await figures()).toEqual([
      ['Total Sessions', '20▼ Down 20% vs previous 30 days'],
      ['Avg Session Duration', '3m 5s■ No change vs previous 30 days'],
    ]);
    expect([...api.calls].sort()).toEqual(['/api/analytics/sessions?days=30', '/api/analytics/sessions?days=30&period=previous']);
  });

  it('says No sessions when the range has none', async () => {
    renderTab(fakeAnalyticsApi(monthAgainstMonth).routes, 90);
    expect(await screen.findByText('No sessions in the last 90 days.')).toBeTruthy();
  });

  it('shows Loading sessions... and then Failed to fetch session stats when the load fails', async () => {
    const { unmount } = renderTab({ 'GET /api/analytics/sessions': never });
    expect(screen.getByRole('status').textContent).toContain('Loading sessions...');
    unmount();
    renderTab({ 'GET /api/analytics/sessions': { status: 500, text: '' } });
    expect((await screen.findByRole('alert')).querySelector('p')?.textContent).toBe(messages.errors.sessionStats);
  });

  it('has no axe violations', async () => {
    const { container } = renderTab(fakeAnalyticsApi(monthAgainstMonth).routes);
    await figures();
    expect(await axeViolations(container)).toEqual([]);
  });
});
