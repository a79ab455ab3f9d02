import { analyticsStatsEndpoints as statsApi, messages } from '@nextlevel/bff/contract';
import { aStaffUser, http, HttpResponse, pending, renderWithShell, resetShell, sentRequests } from '@nextlevel/shell/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../axe-violations';
import { monthAgainstMonth } from '../test-analytics-figures';
import { analyticsNetwork } from '../test-analytics-network';
import { VisitsTab } from './VisitsTab';

afterEach(resetShell);

const reads = () => Object.values(analyticsNetwork({ http, HttpResponse }, monthAgainstMonth));
const renderTab = (network: ReturnType<typeof reads>, days: 7 | 30 | 90 = 30) =>
  renderWithShell(<VisitsTab days={days} />, { path: '/internal/analytics', user: aStaffUser(), network });
const figures = async () =>
  within(await screen.findByLabelText('Session figures'))
    .getAllByRole('term')
    .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('VisitsTab', () => {
  it('shows the total sessions and the average duration as Xm Ys, each against the previous period', async () => {
    renderTab(reads());
    expect(await figures()).toEqual([
      ['Total Sessions', '20▼ Down 20% vs previous 30 days'],
      ['Avg Session Duration', '3m 5s■ No change vs previous 30 days'],
    ]);
    expect(
      sentRequests()
        .map((request) => request.path)
        .sort(),
    ).toEqual(['/api/analytics/sessions?days=30', '/api/analytics/sessions?days=30&period=previous']);
  });

  it('says No sessions when the range has none', async () => {
    renderTab(reads(), 90);
    expect(await screen.findByText('No sessions in the last 90 days.')).toBeTruthy();
  });

  it('shows Loading sessions... and then Failed to fetch session stats when the load fails', async () => {
    const { unmount } = renderTab([pending(statsApi.getVisitStats)]);
    expect(screen.getByRole('status').textContent).toContain('Loading sessions...');
    unmount();
    renderTab([http.get(statsApi.getVisitStats.path, () => new HttpResponse(null, { status: 500 }))]);
    expect((await screen.findByRole('alert')).querySelector('p')?.textContent).toBe(messages.errors.visitStats);
  });

  it('has no axe violations', async () => {
    const { container } = renderTab(reads());
    await figures();
    expect(await axeViolations(container)).toEqual([]);
  });
});
