import { endpoints, RELEASE_SIGNALS_MAX, releaseSignalMessages, type RemoteArea } from '@nextlevel/bff/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { empty } from '../sdk/stories/api-handlers';
import { bodySentTo, fakeNetwork, sentRequests } from '../sdk/testing/network';
import type { AreaModule } from './area-loader';
import { createLazyAreas } from './lazy-areas';
import { createReleaseSignals, type SeenSignal } from './release-signals';
import { postReleaseSignals, sendSignals } from './send-release-signals';

const builds: Partial<Record<RemoteArea, string>> = { members: 'members-2', public: 'public-1' };
const send = (seen: SeenSignal[]) => sendSignals(seen, { buildOf: async (area) => builds[area] ?? null, post: postReleaseSignals });
const signals = () => createReleaseSignals(send, 5);
const beacons = () => sentRequests(endpoints.recordReleaseSignals);
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 2000 });

describe('#26.6 the shell’s release signals', () => {
  it('reports each area’s load, a failed load and a caught error, with the area’s build, in one beacon', async () => {
    fakeNetwork(empty(endpoints.recordReleaseSignals));
    const areas = createLazyAreas(
      (area) => (area === 'members' ? Promise.resolve({ default: () => null } as AreaModule) : Promise.reject(new Error('gone'))),
      signals(),
    );
    await areas.load('members');
    await areas.load('internal').catch(() => undefined);
    // The area's error boundary caught the failed load (and drops it for a retry).
    areas.retry('internal');
    await until(() => beacons().length === 1);
    expect(bodySentTo(endpoints.recordReleaseSignals)).toEqual({
      signals: [
        { area: 'members', build: 'members-2', kind: 'load' },
        { area: 'internal', build: null, kind: 'load' },
        { area: 'internal', build: null, kind: 'error' },
      ],
    });
    // The area, once loaded, is not counted again on the next page.
    await areas.load('members');
    await new Promise((r) => setTimeout(r, 30));
    expect(beacons()).toHaveLength(1);
  });

  it('sends at most RELEASE_SIGNALS_MAX signals a beacon', async () => {
    fakeNetwork(empty(endpoints.recordReleaseSignals));
    const s = createReleaseSignals(send, 5);
    for (let i = 0; i < RELEASE_SIGNALS_MAX + 5; i += 1) s.report('public', 'load');
    await until(() => beacons().length === 2);
    const sizes = beacons().map((b) => (b.body as { signals: unknown[] }).signals.length);
    expect(sizes.sort((a, b) => b - a)).toEqual([RELEASE_SIGNALS_MAX, 5]);
  });

  it('sends an error at once, with the loads that wait', async () => {
    fakeNetwork(empty(endpoints.recordReleaseSignals));
    const s = createReleaseSignals(send, 60_000);
    s.report('members', 'load');
    s.report('members', 'error');
    await until(() => beacons().length === 1);
    expect(bodySentTo(endpoints.recordReleaseSignals)).toEqual({
      signals: [
        { area: 'members', build: 'members-2', kind: 'load' },
        { area: 'members', build: 'members-2', kind: 'error' },
      ],
    });
  });

  it('drops a beacon the bff refuses (429), quietly', async () => {
    fakeNetwork(
      http.post(endpoints.recordReleaseSignals.path, () =>
        HttpResponse.json({ error: releaseSignalMessages.tooManySignals }, { status: 429 }),
      ),
    );
    const s = signals();
    s.report('public', 'error');
    await until(() => beacons().length === 1);
    expect(bodySentTo(endpoints.recordReleaseSignals)).toEqual({ signals: [{ area: 'public', build: 'public-1', kind: 'error' }] });
  });
});
