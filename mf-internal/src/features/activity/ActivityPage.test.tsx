import { activityMessages, endpoints, messages, type ActivityPage as ActivityPageJson } from '@nextlevel/bff/contract';
import { aStaffUser, CurrentLocation, http, HttpResponse, pending, renderWithShell, reply, resetShell } from '@nextlevel/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ActivityPage from './ActivityPage';
import { anEvent, somePage } from './test-activity';

afterEach(resetShell);

const path = endpoints.getInternalActivity.path;
const renderPage = (network: NonNullable<Parameters<typeof renderWithShell>[1]>['network'], route = '/internal/activity') =>
  renderWithShell(
    <>
      <ActivityPage />
      <CurrentLocation />
    </>,
    { path: '/internal/activity', route, user: aStaffUser(), network },
  );
const location = () => screen.getByTestId('location').textContent;

const items = () => within(screen.getByRole('list', { name: 'Activity events' })).getAllByRole('listitem');

/** A fake of the endpoint that remembers each query it was asked and answers from `answer`. */
const recording = (answer: (query: URLSearchParams) => ActivityPageJson | { status: number; error: string }) => {
  const asked: URLSearchParams[] = [];
  const handler = http.get(path, ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const body = answer(query);
    return 'error' in body ? HttpResponse.json({ error: body.error }, { status: body.status }) : HttpResponse.json(body);
  });
  return { asked, handler };
};

describe('ActivityPage', () => {
  it('says it is loading', async () => {
    renderPage([pending(endpoints.getInternalActivity)]);
    expect(await screen.findByText('Loading activity...')).toBeTruthy();
  });

  it('shows each event with its kind, account, actor, time, address and browser', async () => {
    renderPage([reply(endpoints.getInternalActivity, somePage())]);
    await screen.findByRole('list', { name: 'Activity events' });
    expect(items()).toHaveLength(6);
    const upload = items()[0]!;
    expect(within(upload).getByText('Data uploaded')).toBeTruthy();
    expect(within(upload).getByText('snippets: 1,200 records, 200 added, 1,000 changed')).toBeTruthy();
    expect(within(upload).getByText('203.0.113.7 · Firefox 128 on Linux')).toBeTruthy();
    const failed = items()[2]!;
    expect(within(failed).getByText('Failed sign-in')).toBeTruthy();
    expect(within(failed).getByText('wrong password')).toBeTruthy();
    expect(within(failed).getByText('ada.lovelace@example.com')).toBeTruthy();
    expect(within(failed).getByText('unknown')).toBeTruthy();
    expect(within(items()[5]!).getByText('deploy-token: members')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('6 events');
  });

  it('says when there is nothing yet, and when nothing matches the filters', async () => {
    const { handler } = recording(() => ({ events: [], nextCursor: null }));
    const { user } = renderPage([handler]);
    expect(await screen.findByText('No activity yet.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'User' }), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No activity matches your filters.')).toBeTruthy();
  });

  it('shows a failed load with Retry, and loads again', async () => {
    let calls = 0;
    const { handler } = recording(() => (++calls === 1 ? { status: 503, error: messages.errors.unavailable } : somePage()));
    const { user } = renderPage([handler]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load activity');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('list', { name: 'Activity events' });
  });

  it('sends the filters to the bff and shows its message for a bad one', async () => {
    const { asked, handler } = recording((query) =>
      query.get('from') === '2026-03-12' ? { status: 400, error: activityMessages.rangeInvalid } : somePage(),
    );
    const { user } = renderPage([handler]);
    await screen.findByRole('list', { name: 'Activity events' });
    await user.type(screen.getByRole('textbox', { name: 'User' }), '  ada.lovelace@example.com ');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Failed sign-in' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(asked.at(-1)?.get('kind')).toBe('sign-in-failed'));
    expect(asked.at(-1)!.get('user')).toBe('ada.lovelace@example.com');
    expect(asked.at(-1)!.has('from')).toBe(false);
    expect(location()).toBe('/internal/activity?user=ada.lovelace%40example.com&kind=sign-in-failed');

    const from = screen.getByLabelText('From');
    await user.type(from, '2026-03-12');
    await user.type(screen.getByLabelText('To'), '2026-03-11');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect((await screen.findByRole('alert')).textContent).toContain(activityMessages.rangeInvalid);
  });

  it('loads older events with Load more, from the cursor the bff gave', async () => {
    const { asked, handler } = recording((query) =>
      query.get('cursor') === '42' ? { events: [anEvent('sign-out')], nextCursor: null } : somePage('42'),
    );
    const { user } = renderPage([handler]);
    await screen.findByRole('list', { name: 'Activity events' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items()).toHaveLength(7));
    expect(asked.at(-1)!.get('cursor')).toBe('42');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('keeps the loaded events when a later page fails, with Retry', async () => {
    const { user } = renderPage([
      http.get(path, ({ request }) =>
        new URL(request.url).searchParams.get('cursor')
          ? HttpResponse.json({ error: messages.errors.unavailable }, { status: 503 })
          : HttpResponse.json(somePage('42')),
      ),
    ]);
    await screen.findByRole('list', { name: 'Activity events' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load older activity');
    expect(items()).toHaveLength(6);
  });

  it('keeps the filters in the URL: a link or a reload shows them and asks for them, a kind or day that is not one is no filter', async () => {
    const { asked, handler } = recording(() => somePage());
    const { user } = renderPage([handler], '/internal/activity?user=ada%40example.com&kind=sign-in-failed&from=2026-03-01&to=soon');
    await screen.findByRole('list', { name: 'Activity events' });
    expect(Object.fromEntries(asked[0]!)).toMatchObject({ user: 'ada@example.com', kind: 'sign-in-failed', from: '2026-03-01' });
    expect(asked[0]!.has('to')).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'User' }).value).toBe('ada@example.com');
    expect(screen.getByRole('combobox', { name: 'Kind' }).textContent).toContain('Failed sign-in');
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2026-03-01');

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(location()).toBe('/internal/activity'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'User' }).value).toBe('');
    await waitFor(() => expect([...asked.at(-1)!.keys()]).toEqual(['limit']));
  });
});
