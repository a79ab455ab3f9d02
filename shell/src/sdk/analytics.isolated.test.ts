import { api, endpoints, messages } from '@nextlevel/bff/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Analytics from './analytics';
import type * as Auth from './auth';
import { aMember, aStaffUser } from './testing/fixtures';
import { mockApi, sentBody } from './testing/mock-api';

const SESSION_ID = '8a6e0804-2bd0-4672-b79d-d97027f0daef';
const END = `POST ${api.analyticsSessionEnd(SESSION_ID)}`;

// A fresh module (and auth store) per test: the tracker keeps its state in the module.
let sdk: typeof Analytics;
let auth: typeof Auth;

const okRoutes = () => ({
  [`POST ${api.analyticsSession}`]: { body: { id: SESSION_ID } },
  [`POST ${api.analyticsPageView}`]: { body: { ok: true } },
  [`POST ${api.analyticsEvent}`]: { body: { ok: true } },
  [END]: { body: { ok: true } },
  [`POST ${endpoints.logout.path}`]: { body: { message: messages.auth.loggedOut } },
});
const calls = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key).length;

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
  it('starts a session with the entry page and records the entry page view, sizes as strings', async () => {
    auth.useAuth.setState({ user: aMember(), status: 'ready' });
    const fetchMock = mockApi(okRoutes());
    sdk.recordPageView('/members/dashboard');
    await vi.waitFor(() => expect(calls(fetchMock, `POST ${api.analyticsPageView}`)).toBe(1));
    expect(sentBody(fetchMock, `POST ${api.analyticsSession}`)).toEqual({ entryPage: '/members/dashboard' });
    expect(sentBody(fetchMock, `POST ${api.analyticsPageView}`)).toEqual({
      session_id: SESSION_ID,
      page_path: '/members/dashboard',
      referrer: document.referrer,
      user_agent: navigator.userAgent,
      screen_width: String(window.screen.width),
      screen_height: String(window.screen.height),
      area: 'members',
      build: null,
    });
    expect(sdk.readSession()).toMatchObject({ id: SESSION_ID, startTime: expect.any(Number) });
  });

  it('records each later path change in the same session, with the previous page as referrer', async () => {
    auth.useAuth.setState({ user: aMember(), status: 'ready' });
    const fetchMock = mockApi(okRoutes());
    sdk.recordPageView('/members/dashboard');
    sdk.recordPageView('/members/apps');
    await vi.waitFor(() => expect(calls(fetchMock, `POST ${api.analyticsPageView}`)).toBe(2));
    expect(calls(fetchMock, `POST ${api.analyticsSession}`)).toBe(1);
    expect(sentBody(fetchMock, `POST ${api.analyticsPageView}`, 1)).toMatchObject({
      session_id: SESSION_ID,
      page_path: '/members/apps',
      referrer: `${window.location.origin}/members/dashboard`,
    });
  });

  it("sends each page view's area and the build the shell says rendered it", async () => {
    auth.useAuth.setState({ user: aMember(), status: 'ready' });
    const fetchMock = mockApi(okRoutes());
    const buildOf = vi.fn((area: string) => Promise.resolve(area === 'members' ? '57641f86a193' : null));
    const stop = sdk.startTracking({ buildOf });
    sdk.recordPageView('/members/dashboard');
    sdk.recordPageView('/');
    sdk.recordPageView('/internal/dashboard');
    await vi.waitFor(() => expect(calls(fetchMock, `POST ${api.analyticsPageView}`)).toBe(3));
    stop();
    const sent = [0, 1, 2].map((i) => sentBody(fetchMock, `POST ${api.analyticsPageView}`, i) as Record<string, unknown>);
    expect(sent.map((b) => [b.page_path, b.area, b.build])).toEqual([
      ['/members/dashboard', 'members', '57641f86a193'],
      ['/', 'public', null],
      ['/internal/dashboard', 'internal', null],
    ]);
    expect(buildOf.mock.calls.map(([area]) => area)).toEqual(['members', 'public', 'internal']);
  });

  it('keeps using a stored session instead of starting another', async () => {
    sessionStorage.setItem(sdk.ANALYTICS_SESSION_KEY, JSON.stringify({ id: SESSION_ID, startTime: Date.now() }));
    auth.useAuth.setState({ user: aMember(), status: 'ready' });
    const fetchMock = mockApi(okRoutes());
    sdk.recordPageView('/members/settings');
    await vi.waitFor(() => expect(calls(fetchMock, `POST ${api.analyticsPageView}`)).toBe(1));
    expect(calls(fetchMock, `POST ${api.analyticsSession}`)).toBe(0);
  });

  it('track() posts an event whose data is a JSON string, or null', async () => {
    auth.useAuth.setState({ user: aMember(), status: 'ready' });
    const fetchMock = mockApi(okRoutes());
    sdk.track('snippet_favorited', { snippetId: 's1' });
    sdk.track('snippet_refreshed');
    await vi.waitFor(() => expect(calls(fetchMock, `POST ${api.analyticsEvent}`)).toBe(2));
    expect(sentBody(fetchMock, `POST ${api.analyticsEvent}`, 0)).toEqual({
      session_id: SESSION_ID,
      event_type: 'snippet_favorited',
      event_data: '{"snippetId":"s1"}',
      page_path: '/members/dashboard',
    });
    expect(sentBody(fetchMock, `POST ${api.analyticsEvent}`, 1)).toMatchObject({ event_type: 'snippet_refreshed', event_data: null });
  });

  it('records nothing for a signed-out visitor or a member of staff', async () => {
    const fetchMock = mockApi({});
    sdk.recordPageView('/');
    sdk.track('snippet_favorited', { snippetId: 's1' });
    auth.useAuth.setState({ user: aStaffUser(), status: 'ready' });
    sdk.recordPageView('/internal/dashboard');
    sdk.track('snippet_favorited', { snippetId: 's1' });
    await sdk.endSession();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('only logs a failed recording; it never throws', async () => {
    auth.useAuth.setState({ user: aMember(), status: 'ready' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ [`POST ${api.analyticsSession}`]: { status: 500, body: { error: 'Internal Server Error' } } });
    expect(() => sdk.track('snippet_favorited', { snippetId: 's1' })).not.toThrow();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Analytics recording failed', expect.anything()));
    expect(sdk.readSession()).toBeNull();
  });

  it('ends the session on Sign Out before the server session ends, in whole seconds, and removes it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      auth.useAuth.setState({ user: aMember(), status: 'ready' });
      const fetchMock = mockApi(okRoutes());
      const stop = sdk.startTracking();
      sdk.recordPageView('/members/dashboard');
      vi.setSystemTime(Date.now() + 12_700);
      sdk.recordPageView('/members/apps');
      const loggingOut = auth.useAuth.getState().logout();
      // Sign Out navigates to / first: that path change is no part of the visit.
      sdk.recordPageView('/');
      await loggingOut;
      stop();
      expect(calls(fetchMock, `POST ${api.analyticsPageView}`)).toBe(2);
      expect(calls(fetchMock, `POST ${api.analyticsSession}`)).toBe(1);
      const order = fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
      expect(order.indexOf(END)).toBeGreaterThan(order.lastIndexOf(`POST ${api.analyticsPageView}`));
      expect(order.indexOf(END)).toBeLessThan(order.indexOf(`POST ${endpoints.logout.path}`));
      expect(sentBody(fetchMock, END)).toEqual({ exitPage: '/members/apps', totalDuration: '12' });
      expect(sessionStorage.getItem(sdk.ANALYTICS_SESSION_KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the session with a text/plain beacon when the page goes away', async () => {
    sessionStorage.setItem(sdk.ANALYTICS_SESSION_KEY, JSON.stringify({ id: SESSION_ID, startTime: Date.now() - 5_000 }));
    auth.useAuth.setState({ user: aMember(), status: 'ready' });
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon }));
    const stop = sdk.startTracking();
    window.dispatchEvent(new Event('pagehide'));
    stop();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(api.analyticsSessionEnd(SESSION_ID));
    expect((blob as Blob).type).toMatch(/^text\/plain/);
    expect(JSON.parse(await (blob as Blob).text())).toEqual({ exitPage: '/members/dashboard', totalDuration: '5' });
    expect(sessionStorage.getItem(sdk.ANALYTICS_SESSION_KEY)).toBeNull();
  });
});
