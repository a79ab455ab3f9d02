import { analyticsStatsEndpoints as statsApi, messages } from '@nextlevel/bff/contract';
import { aStaffUser, fails, http, HttpResponse, renderWithShell, resetShell, sentRequests } from '@nextlevel/shell/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../axe-violations';
import { monthAgainstMonth } from '../test-analytics-figures';
import { analyticsNetwork } from '../test-analytics-network';
import { EventsTab } from './EventsTab';

afterEach(() => {
  resetShell();
  vi.restoreAllMocks();
});

const reads = () => Object.values(analyticsNetwork({ http, HttpResponse }, monthAgainstMonth));
const renderTab = (network: ReturnType<typeof reads>, days: 7 | 30 | 90 = 30) =>
  renderWithShell(<EventsTab days={days} />, { path: '/internal/analytics', user: aStaffUser(), network });

describe('EventsTab', () => {
  it('lists each event type with "N times" and a bar as long as its share of the most frequent', async () => {
    renderTab(reads());
    const table = await screen.findByRole('table', { name: 'Event types' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['snippet_favorited', '30 times'],
      ['snippet_unfavorited', '11 times'],
      ['explanation_opened', '1 time'],
    ]);
    const bars = rows.map((r) => (r.querySelector('[aria-hidden="true"] > span') as HTMLElement).style.inlineSize);
    expect(bars).toEqual(['100%', `${(11 / 30) * 100}%`, `${(1 / 30) * 100}%`]);
    expect(sentRequests().map((request) => request.path)).toEqual(['/api/analytics/events?days=30']);
  });

  it('says No events when the range has none', async () => {
    renderTab(reads(), 7);
    expect(await screen.findByText('No events in the last 7 days.')).toBeTruthy();
  });

  it('shows Loading events... and then Failed to fetch event stats when the load fails', async () => {
    renderTab([fails(statsApi.getEventCounts, 403, messages.auth.forbidden)]);
    expect(screen.getByRole('status').textContent).toContain('Loading events...');
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe(messages.errors.eventStats);
    expect(alert.textContent).toContain(messages.auth.forbidden);
  });

  it('exports the event counts as CSV', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:x'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderTab(reads());
    await user.click(await screen.findByRole('button', { name: 'Export CSV (Event types)' }));
    expect(names).toEqual(['events-last-30-days.csv']);
    expect(await blobs[0]!.text()).toBe(
      '\uFEFFevent_type,count\r\nsnippet_favorited,30\r\nsnippet_unfavorited,11\r\nexplanation_opened,1\r\n',
    );
  });

  it('has no axe violations', async () => {
    const { container } = renderTab(reads());
    await screen.findByRole('table', { name: 'Event types' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
