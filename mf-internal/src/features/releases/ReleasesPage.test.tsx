import {
  endpoints,
  messages,
  releaseMessages,
  type ErrorResponse,
  type ReleaseAreaState,
  type ReleaseRefusal,
  releaseScreenMessages,
} from '@nextlevel/bff/contract';
import {
  aStaffUser,
  bodySentTo,
  fails,
  fakeNetwork,
  http,
  HttpResponse,
  pending,
  renderWithShell,
  reply,
  resetShell,
  sentRequests,
  type ShellRenderOptions,
} from '@nextlevel/shell/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELEASES_REFRESH_MS } from './api/get-releases-overview';
import ReleasesPage from './ReleasesPage';
import { historiesByArea, liveOnly, membersCanary, membersHistory, noReleases, withCanary } from './test-releases';

afterEach(() => {
  vi.useRealTimers();
  resetShell();
});

type Network = NonNullable<ShellRenderOptions['network']>;

const histories = historiesByArea({ http, HttpResponse }, { members: membersHistory() });
const renderReleases = (...network: Network) =>
  renderWithShell(<ReleasesPage />, { path: '/internal/releases', user: aStaffUser(), network });
/** A row's header and cells, as text. */
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
/** The live build's or the canary's facts in an area, by their heading. */
const buildOf = (area: HTMLElement, heading: string) => within(area).getByRole('heading', { level: 3, name: heading }).parentElement!;
const area = async (name: string) => screen.findByRole('region', { name });

/** The overview answers `first` until a move, then `after` (what the bff serves once the move is made). */
const overviewBeforeAndAfter = (first: ReturnType<typeof withCanary>, after: ReturnType<typeof withCanary>) => {
  let moved = false;
  return {
    overview: http.get(endpoints.releasesOverview.path, () => HttpResponse.json(moved ? after : first)),
    moved: () => (moved = true),
  };
};

describe('ReleasesPage', () => {
  it('shows Loading releases... until the overview answers', () => {
    renderReleases(pending(endpoints.releasesOverview), histories);
    expect(screen.getByRole('status').textContent).toContain('Loading releases...');
  });

  it('shows each area: its live build and canary with their share, who released them and when, loads and error rates by build', async () => {
    renderReleases(reply(endpoints.releasesOverview, withCanary()), histories);
    expect(screen.getByRole('heading', { level: 1, name: 'Releases' })).toBeTruthy();
    const members = await area('Members');
    const live = buildOf(members, 'Live build');
    const facts = (region: HTMLElement) =>
      within(region)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts(live)).toEqual([
      ['Build', '2026.11.24-1f3c9a2'],
      ['Manifest', 'https://cdn.example.com/mf-members/2026.11.24-1f3c9a2/mf-manifest.json'],
      ['Released by', 'the members deploy token'],
      ['Released', '2026-11-24 09:12 UTC'],
    ]);
    const canary = buildOf(members, 'Canary, 10% of visitors');
    expect(facts(canary)).toContainEqual(['Share', '10% of visitors']);
    expect(facts(canary)).toContainEqual(['Released by', 'ada@example.com']);
    const health = within(members).getByRole('table', { name: 'Loads and errors by build' });
    expect(
      within(health)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellsOf(row)),
    ).toEqual([
      ['2026.11.24-1f3c9a2Live', '4,812', '12', '0.2%'],
      ['2026.11.26-5d7e0b4Canary, 10%', '538', '21', '3.9%'],
      ['No build reported', '7', '7', '100.0%'],
    ]);
    // An area with nothing released is served from the remotes map, and has neither button.
    const internal = await area('Internal');
    expect(within(internal).getByText('No release is serving: this area is served from the remotes map.')).toBeTruthy();
    expect(within(internal).queryByRole('button')).toBeNull();
    const publicArea = await area('Public');
    expect(within(publicArea).queryByRole('button', { name: /Promote/ })).toBeNull();
    // 4 errors in 21,390 loads: a rate under a tenth of a percent is not shown as none.
    expect(cellsOf(within(publicArea).getAllByRole('row')[1]!)).toEqual(['2026.11.20-0a9b8c7Live', '21,390', '4', '<0.1%']);
  });

  it('lists the history newest first: who and when, refused with its reasons, rolled back by the bff with why', async () => {
    renderReleases(reply(endpoints.releasesOverview, withCanary()), histories);
    const history = await within(await area('Members')).findByRole('list', { name: 'Members History, newest first' });
    const entries = within(history)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === history);
    expect(entries.map((li) => [li.children[0]!.textContent, li.children[1]!.textContent])).toEqual([
      ['2026.11.26-5d7e0b4Canary, 10%', 'Released 2026-11-26 08:30 UTC by ada@example.com'],
      ['2026.11.25-c0ffee1Refused', 'Released 2026-11-25 16:02 UTC by the members deploy token'],
      ['2026.11.25-9e2d4f3Rolled back', 'Released 2026-11-25 10:00 UTC by the members deploy token'],
      ['2026.11.24-1f3c9a2Live', 'Released 2026-11-24 09:12 UTC by the members deploy token'],
      ['2026.11.10-8be41d0Retired', 'Released 2026-11-10 08:03 UTC by the members deploy token'],
    ]);
    expect(
      within(entries[1]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'mf-members needs react ^20.0.0; the shell provides 19.3.1',
      'https://cdn.example.com/mf-members/2026.11.25-c0ffee1/static/js/412.js answered 404',
    ]);
    expect(entries[1]!.textContent).toContain('Refused: it failed 2 checks.');
    expect(entries[2]!.textContent).toContain(
      'Rolled back 2026-11-25 10:14 UTC by NextLevel, automatically (canary error rate): error rate 9.1% over 220 loads against 0.3% for the live build.',
    );
    expect(entries[4]!.textContent).toContain('Replaced 2026-11-24 09:12 UTC by the members deploy token.');
    expect(within(await area('Internal')).getByText('No releases of this area yet.')).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderReleases(reply(endpoints.releasesOverview, withCanary()), histories);
    await within(await area('Members')).findByRole('list', { name: 'Members History, newest first' });
    await waitFor(() => expect(screen.queryByText('Loading the release history...')).toBeNull());
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('says every area is served from the remotes map when nothing is released', async () => {
    renderReleases(reply(endpoints.releasesOverview, noReleases()), histories);
    expect(await screen.findByText('No releases are serving')).toBeTruthy();
    expect(screen.getAllByText('No release is serving: this area is served from the remotes map.')).toHaveLength(3);
  });

  it('promotes the canary once confirmed, reads the releases again and puts the focus on the area', async () => {
    const after = liveOnly();
    after.areas[1]!.live = { ...membersCanary(), state: 'live', live_at: '2026-11-26T12:00:00.000Z' };
    const { overview, moved } = overviewBeforeAndAfter(withCanary(), after);
    const answer: ReleaseAreaState = { area: 'members', live: after.areas[1]!.live, canary: null };
    const { user } = renderReleases(
      overview,
      histories,
      http.post(endpoints.promoteRelease.path, () => {
        moved();
        return HttpResponse.json(answer);
      }),
    );
    const members = await area('Members');
    const promote = within(members).getByRole('button', { name: 'Promote canary of Members' });
    await user.click(promote);
    const dialog = await screen.findByRole('dialog', { name: 'Promote the Members canary?' });
    expect(dialog.textContent).toContain(
      '2026.11.26-5d7e0b4 goes live for every visitor and the live build 2026.11.24-1f3c9a2 is retired.',
    );
    expect(sentRequests(endpoints.promoteRelease)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Promote canary' }));
    expect(await screen.findByText('Members: the canary is live')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentRequests(endpoints.promoteRelease).map((r) => r.path)).toEqual(['/api/releases/members/promote']);
    // The screen shows what the bff now serves: no canary, so no Promote.
    await waitFor(() => expect(within(members).queryByRole('button', { name: /Promote/ })).toBeNull());
    expect(buildOf(members, 'Live build').textContent).toContain('2026.11.26-5d7e0b4');
    await waitFor(() => expect(document.activeElement).toBe(within(members).getByRole('heading', { level: 2, name: 'Members' })));
  });

  it('asks before a rollback, sends nothing on Cancel or Escape and returns the focus to Roll back', async () => {
    const { user } = renderReleases(reply(endpoints.releasesOverview, liveOnly()), histories, pending(endpoints.rollbackRelease));
    const members = await area('Members');
    await within(members).findByRole('list', { name: 'Members History, newest first' });
    const rollback = within(members).getByRole('button', { name: 'Roll back Members' });
    await user.click(rollback);
    const dialog = await screen.findByRole('dialog', { name: 'Roll back Members?' });
    // Without a canary, back to the build live before the current one (not one rolled back from).
    expect(dialog.textContent).toContain(
      'The live build 2026.11.24-1f3c9a2 is retired and 2026.11.10-8be41d0, the build live before it, serves again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(rollback));
    await user.click(rollback);
    await screen.findByRole('dialog', { name: 'Roll back Members?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(rollback));
    expect(sentRequests(endpoints.rollbackRelease)).toEqual([]);

    await user.click(rollback);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByRole('button', { name: 'Rolling back...' })).toBeTruthy();
    expect(bodySentTo(endpoints.rollbackRelease)).toEqual({});
  });

  it('lists every reason of a refused rollback (422) and puts the focus on them', async () => {
    const refusal = {
      error: releaseMessages.rollbackRefused,
      reasons: [
        'mf-members needs react ^18.3.0; the shell provides 19.3.1',
        'mf-members needs react-dom ^18.3.0; the shell provides 19.3.1',
      ],
    } satisfies ReleaseRefusal;
    const { user } = renderReleases(
      reply(endpoints.releasesOverview, withCanary()),
      histories,
      http.post(endpoints.rollbackRelease.path, () => HttpResponse.json(refusal, { status: 422 })),
    );
    const members = await area('Members');
    await user.click(within(members).getByRole('button', { name: 'Roll back Members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll back Members?' });
    expect(dialog.textContent).toContain(
      'The canary 2026.11.26-5d7e0b4 is retired and every visitor gets the live build 2026.11.24-1f3c9a2.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    const alert = await within(members).findByRole('alert');
    expect(alert.textContent).toContain(releaseScreenMessages.rollbackRelease);
    expect(alert.textContent).toContain(releaseMessages.rollbackRefused);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(refusal.reasons);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('says why a promote was refused (409: no canary any more)', async () => {
    const { user } = renderReleases(
      reply(endpoints.releasesOverview, withCanary()),
      histories,
      http.post(endpoints.promoteRelease.path, () =>
        HttpResponse.json({ error: releaseMessages.noCanary } satisfies ErrorResponse, { status: 409 }),
      ),
    );
    const members = await area('Members');
    await user.click(within(members).getByRole('button', { name: 'Promote canary of Members' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Promote canary' }));
    const alert = await within(members).findByRole('alert');
    expect(alert.textContent).toContain(releaseScreenMessages.promoteRelease);
    expect(alert.textContent).toContain(releaseMessages.noCanary);
    expect(within(alert).queryByRole('list')).toBeNull();
  });

  it('says when the releases cannot load, and loads them again on Retry', async () => {
    const { user } = renderReleases(fails(endpoints.releasesOverview, 503, messages.errors.unavailable), histories);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(releaseScreenMessages.releases);
    expect(alert.textContent).toContain(messages.errors.unavailable);
    fakeNetwork(reply(endpoints.releasesOverview, liveOnly()), histories);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(buildOf(await area('Members'), 'Live build').textContent).toContain('2026.11.24-1f3c9a2');
  });

  it('shows a canary the bff rolled back meanwhile without a reload, after RELEASES_REFRESH_MS', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { overview, moved: rolledBack } = overviewBeforeAndAfter(withCanary(), liveOnly());
    renderReleases(overview, histories);
    const members = await area('Members');
    expect(within(members).getByRole('button', { name: 'Promote canary of Members' })).toBeTruthy();
    rolledBack();
    const asked = sentRequests(endpoints.releasesOverview).length;
    await act(() => vi.advanceTimersByTimeAsync(RELEASES_REFRESH_MS + 100));
    await waitFor(() => expect(within(members).queryByRole('button', { name: /Promote/ })).toBeNull());
    expect(sentRequests(endpoints.releasesOverview).length).toBeGreaterThan(asked);
    expect(buildOf(members, 'Live build').textContent).toContain('2026.11.24-1f3c9a2');
  });
});
