import { endpoints, messages, pathFor } from '@nextlevel/bff/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Analytics from './analytics';
import type * as Auth from './auth';
import { fails, reply } from './stories/api-handlers';
import { aMember, aStaffUser } from './testing/fixtures';
import { bodySentTo, fakeNetwork, sentRequests } from './testing/network';

const VISIT_ID = '8a6e0804-2bd0-4672-b79d-d97027f0daef';
const { startVisit, recordPageView, recordEvent, endVisit } = endpoints;

// A fresh module (and auth store) per test: the tracker keeps its state in the module.
let sdk: typeof Analytics;
let auth: typeof Auth;

/** The recording answering as the bff does, and Sign Out. */
const recording = () =>
  fakeNetwork(
    reply(startVisit, { id: VISIT_ID }),
    reply(recordPageView, undefined),
    reply(recordEvent, undefined),
    reply(endVisit, undefined),
    reply(endpoints.logout, { message: messages.auth.loggedOut }),
  );
const calls = (definition: Parameters<typeof sentRequests>[0]) => sentRequests(definition).length;

beforeEach(async () => {
  vi.resetModules();
  sdk = await import('./analytics');
  auth = await import('./auth');
  sessionStorage.clear();
  window.history.replaceState(null, '', '/members/dashboard');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the analytics SDK', () => {
  it('starts a visit with the entry page and records the entry page view, sizes as strings', async () => {
    auth.useAuth.setState({ user: aMember(), status: 'ready' });
    recording();
    sdk.recordPageView('/members/dashboard');
    await vi.waitFor(() => expect(calls(recordPageView)).toBe(1));
    expect(bodySentTo(startVisit)).toEqual({ entryPage: '/members/dashboard' });
    expect(bodySentTo(recordPageView)).toEqual({
      session_id: VISIT_ID,
      page_path: '/members/dashboard',
      referrer: document.referrer,
      user_agent: navigator.userAgent,
      screen_width: String(window.screen.width),
      screen_height: String(window.screen.height),
      area: 'members',
      build: null,
    });
    expect(sdk.readVisit()).toMatchObject({ id: VISIT_ID, startTime: expect.any(Number) });
  });

  it('records each later path change in the same visit, with the previous page as referrer', async () => {
    auth.useAuth.setState({ user: aMember(), status: 'ready' });
    recording();
    sdk.recordPageView('/members/dashboard');
    sdk.recordPageView('/members/apps');
    await vi.waitFor(() => expect(calls(recordPageView)).toBe(2));
    expect(calls(startVisit)).toBe(1);
    expect(bodySentTo(recordPageView, 1)).toMatchObject({
      session_id: VISIT_ID,
      page_path: '/members/apps',
      referrer: `${window.location.origin}/members/dashboard`,
    });
  });

  it("sends each page view's area and the build the shell says rendered it", async () => {
    auth.useAuth.setState({ user: aMember(), status: 'ready' });
    recording();
    const buildOf = vi.fn((area: string) => Promise.resolve(area === 'members' ? '57641f86a193' : null));
    const stop = sdk.startTracking({ buildOf });
    sdk.recordPageView('/members/dashboard');
    sdk.recordPageView('/');
    sdk.recordPageView('/internal/dashboard');
    await vi.waitFor(() => expect(calls(recordPageView)).toBe(3));
    stop();
    const sent = [0, 1, 2].map((i) => bodySentTo(recordPageView, i) as Record<string, unknown>);
    expect(sent.map((b) => [b.page_path, b.area, b.build])).toEqual([
      ['/members/dashboard', 'members', '57641f86a193'],
      ['/', 'public', null],
      ['/internal/dashboard', 'internal', null],
    ]);
    expect(buildOf.mock.calls.map(([area]) => area)).toEqual(['members', 'public', 'internal']);
  });

  it('keeps using a stored visit instead of starting another', async () => {
    sessionStorage.setItem(sdk.VISIT_STORAGE_KEY, JSON.stringify({ id: VISIT_ID, startTime: Date.now() }));
    auth.useAuth.setState({ user: aMember(), status: 'ready' });
    recording();
    sdk.recordPageView('/members/settings');
    await vi.waitFor(() => expect(calls(recordPageView)).toBe(1));
    expect(calls(startVisit)).toBe(0);
  });

  it('track() posts an event whose data is a JSON string, or null', async () => {
    auth.useAuth.setState({ user: aMember(), status: 'ready' });
    recording();
    sdk.track('snippet_favorited', { snippetId: 's1' });
    sdk.track('snippet_refreshed');
    await vi.waitFor(() => expect(calls(recordEvent)).toBe(2));
    expect(bodySentTo(recordEvent, 0)).toEqual({
      session_id: VISIT_ID,
      event_type: 'snippet_favorited',
      event_data: '{"snippetId":"s1"}',
      page_path: '/members/dashboard',
    });
    expect(bodySentTo(recordEvent, 1)).toMatchObject({
      event_type: 'snippet_refreshed',
      event_data: null,
    });
  });

  it('records nothing for a signed-out visitor or a member of staff', async () => {
    sdk.recordPageView('/');
    sdk.track('snippet_favorited', { snippetId: 's1' });
    auth.useAuth.setState({ user: aStaffUser(), status: 'ready' });
    sdk.recordPageView('/internal/dashboard');
    sdk.track('snippet_favorited', { snippetId: 's1' });
    await sdk.endVisit();
    expect(sentRequests()).toEqual([]);
  });

  it('only logs a failed recording; it never throws', async () => {
    auth.useAuth.setState({ user: aMember(), status: 'ready' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeNetwork(fails(startVisit, 500, messages.errors.internal));
    expect(() => sdk.track('snippet_favorited', { snippetId: 's1' })).not.toThrow();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Analytics recording failed', expect.anything()));
    expect(sdk.readVisit()).toBeNull();
  });

  it('ends the visit on Sign Out before the login session ends, in whole seconds, and removes it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      auth.useAuth.setState({ user: aMember(), status: 'ready' });
      recording();
      const stop = sdk.startTracking();
      sdk.recordPageView('/members/dashboard');
      vi.setSystemTime(Date.now() + 12_700);
      sdk.recordPageView('/members/apps');
      const loggingOut = auth.useAuth.getState().logout();
      // Sign Out navigates to / first: that path change is no part of the visit.
      sdk.recordPageView('/');
      await loggingOut;
      stop();
      expect(calls(recordPageView)).toBe(2);
      expect(calls(startVisit)).toBe(1);
      const order = sentRequests().map((request) => request.path);
      const end = pathFor(endVisit, { id: VISIT_ID });
      expect(order.indexOf(end)).toBeGreaterThan(order.lastIndexOf(recordPageView.path));
      expect(order.indexOf(end)).toBeLessThan(order.indexOf(endpoints.logout.path));
      expect(bodySentTo(endVisit)).toEqual({ exitPage: '/members/apps', totalDuration: '12' });
      expect(sessionStorage.getItem(sdk.VISIT_STORAGE_KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the visit with a text/plain beacon when the page goes away', async () => {
    sessionStorage.setItem(sdk.VISIT_STORAGE_KEY, JSON.stringify({ id: VISIT_ID, startTime: Date.now() - 5_000 }));
    auth.useAuth.setState({ user: aMember(), status: 'ready' });
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon }));
    const stop = sdk.startTracking();
    window.dispatchEvent(new Event('pagehide'));
    stop();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(pathFor(endVisit, { id: VISIT_ID }));
    expect((blob as Blob).type).toMatch(/^text\/plain/);
    expect(JSON.parse(await (blob as Blob).text())).toEqual({ exitPage: '/members/dashboard', totalDuration: '5' });
    expect(sessionStorage.getItem(sdk.VISIT_STORAGE_KEY)).toBeNull();
  });
});
