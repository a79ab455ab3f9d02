import { endpoints, messages, type ActivityEvent } from '@nextlevel/bff/contract';
import { aMember, fails, http, HttpResponse, pending, renderWithShell, reply, resetShell } from '@nextlevel/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecentActivity } from './RecentActivity';
import { anEvent } from '../test-activity';

afterEach(resetShell);

const renderIt = (network: NonNullable<Parameters<typeof renderWithShell>[1]>['network']) =>
  renderWithShell(<RecentActivity />, { route: '/members/settings', user: aMember(), network });
const items = () => within(screen.getByRole('list', { name: 'Recent activity events' })).getAllByRole('listitem');

describe('RecentActivity (issue #27 item 8)', () => {
  it('says it is loading', async () => {
    renderIt([pending(endpoints.getMemberActivity)]);
    expect(await screen.findByText('Loading recent activity...')).toBeTruthy();
  });

  it("lists the member's own events with what happened, when, from which address and browser", async () => {
    renderIt([
      reply(endpoints.getMemberActivity, {
        events: [
          anEvent('sign-in'),
          anEvent('sign-in-failed', { actor: null, details: { reason: 'wrong-password' }, browser: 'Chrome 131 on Windows' }),
        ],
        nextCursor: null,
      }),
    ]);
    await screen.findByRole('list', { name: 'Recent activity events' });
    expect(items().map((li) => li.querySelector('strong')?.textContent)).toEqual(['Signed in', 'Failed sign-in: wrong password']);
    expect(items()[1]!.textContent).toContain('from 203.0.113.7 · Chrome 131 on Windows');
    expect(items()[0]!.querySelector('time')?.getAttribute('dateTime')).toMatch(/^2026-/);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    renderIt([reply(endpoints.getMemberActivity, { events: [], nextCursor: null })]);
    expect(await screen.findByText('No activity yet.')).toBeTruthy();
  });

  it('shows a failed load with Retry', async () => {
    let calls = 0;
    const { user } = renderIt([
      http.get(endpoints.getMemberActivity.path, () =>
        ++calls === 1
          ? HttpResponse.json({ error: messages.errors.unavailable }, { status: 503 })
          : HttpResponse.json({ events: [anEvent('sign-out')], nextCursor: null }),
      ),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load recent activity');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('list', { name: 'Recent activity events' });
  });

  it('shows older events with Show more, asking for the page after the cursor the bff gave', async () => {
    const asked: (string | null)[] = [];
    const { user } = renderIt([
      http.get(endpoints.getMemberActivity.path, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        asked.push(cursor);
        const events: ActivityEvent[] = cursor ? [anEvent('password-changed')] : [anEvent('sign-in'), anEvent('sign-out')];
        return HttpResponse.json({ events, nextCursor: cursor ? null : '7' });
      }),
    ]);
    await screen.findByRole('list', { name: 'Recent activity events' });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(asked).toEqual([null, '7']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('fails with the catalogue message of a refused request', async () => {
    renderIt([fails(endpoints.getMemberActivity, 500, messages.errors.internal)]);
    expect((await screen.findByRole('alert')).textContent).toContain(messages.errors.internal);
  });
});
