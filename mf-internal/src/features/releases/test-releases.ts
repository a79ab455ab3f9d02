import { releaseEndpoints, type Release, type ReleaseHistory, type ReleasesOverview, type RemoteArea } from '@nextlevel/bff/contract';

// The releases the Releases screen's tests and stories are answered with.

let counter = 0;

/** A release of `area`, live for everyone since 2026-11-24 (override what a case needs). */
export function aRelease(area: RemoteArea, overrides: Partial<Release> = {}): Release {
  counter += 1;
  const build = overrides.build_version ?? '2026.11.24-1f3c9a2';
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    area,
    manifest: `https://cdn.example.com/mf-${area}/${build}/mf-manifest.json`,
    build_version: build,
    shared: [{ name: 'react', version: '19.3.1', required_version: '^19.3.0', singleton: true }],
    exposes: ['./routes'],
    released_by: { kind: 'deploy-token', name: area },
    released_at: '2026-11-24T09:12:00.000Z',
    state: 'live',
    canary: null,
    reasons: [],
    live_at: '2026-11-24T09:12:00.000Z',
    retired: null,
    ...overrides,
  };
}

/** The members' live build and a canary beside it. */
export const membersLive = () => aRelease('members', { id: '11111111-1111-4111-8111-111111111111' });
export const membersCanary = () =>
  aRelease('members', {
    id: '22222222-2222-4222-8222-222222222222',
    build_version: '2026.11.26-5d7e0b4',
    released_by: { kind: 'user', name: 'ada@example.com' },
    released_at: '2026-11-26T08:30:00.000Z',
    state: 'canary',
    canary: { share: 10 },
    live_at: null,
  });

/** Every area with nothing released: each is served from the remotes map. */
export const noReleases = (): ReleasesOverview => ({
  areas: (['public', 'members', 'internal'] as const).map((area) => ({ area, live: null, canary: null, builds: [] })),
});

/** Members live only (no canary); the other areas from the remotes map. */
export const liveOnly = (): ReleasesOverview => ({
  areas: [
    { area: 'public', live: null, canary: null, builds: [] },
    {
      area: 'members',
      live: membersLive(),
      canary: null,
      builds: [{ area: 'members', build: '2026.11.24-1f3c9a2', loads: 4_812, errors: 12 }],
    },
    { area: 'internal', live: null, canary: null, builds: [] },
  ],
});

/** The public area's live build, released from the host's CLI. */
export const publicLive = () =>
  aRelease('public', {
    id: '33333333-3333-4333-8333-333333333333',
    build_version: '2026.11.20-0a9b8c7',
    released_by: { kind: 'cli', name: 'deploy' },
    released_at: '2026-11-20T07:45:00.000Z',
    live_at: '2026-11-20T07:45:00.000Z',
  });

/** Members with a 10% canary that errs more than its live build; the public area live only. */
export const withCanary = (): ReleasesOverview => ({
  areas: [
    {
      area: 'public',
      live: publicLive(),
      canary: null,
      builds: [{ area: 'public', build: '2026.11.20-0a9b8c7', loads: 21_390, errors: 4 }],
    },
    {
      area: 'members',
      live: membersLive(),
      canary: membersCanary(),
      builds: [
        { area: 'members', build: '2026.11.24-1f3c9a2', loads: 4_812, errors: 12 },
        { area: 'members', build: '2026.11.26-5d7e0b4', loads: 538, errors: 21 },
        { area: 'members', build: null, loads: 7, errors: 7 },
      ],
    },
    { area: 'internal', live: null, canary: null, builds: [] },
  ],
});

/**
 * The members' history, newest first: the canary, a refused build (two reasons), a canary the bff
 * rolled back on its error rate, the live build, and the build it replaced.
 */
export const membersHistory = (): ReleaseHistory => {
  const live = membersLive();
  const canary = membersCanary();
  return {
    area: 'members',
    live,
    canary,
    releases: [
      canary,
      aRelease('members', {
        build_version: '2026.11.25-c0ffee1',
        released_at: '2026-11-25T16:02:00.000Z',
        state: 'refused',
        live_at: null,
        reasons: [
          'mf-members needs react ^20.0.0; the shell provides 19.3.1',
          'https://cdn.example.com/mf-members/2026.11.25-c0ffee1/static/js/412.js answered 404',
        ],
      }),
      aRelease('members', {
        build_version: '2026.11.25-9e2d4f3',
        released_at: '2026-11-25T10:00:00.000Z',
        state: 'retired',
        canary: { share: 20 },
        live_at: null,
        retired: {
          at: '2026-11-25T10:14:00.000Z',
          by: { kind: 'bff', name: 'canary error rate' },
          kind: 'rolled-back',
          reason: 'error rate 9.1% over 220 loads against 0.3% for the live build',
        },
      }),
      live,
      aRelease('members', {
        build_version: '2026.11.10-8be41d0',
        released_at: '2026-11-10T08:03:00.000Z',
        live_at: '2026-11-10T08:03:00.000Z',
        state: 'retired',
        retired: { at: '2026-11-24T09:12:00.000Z', by: { kind: 'deploy-token', name: 'members' }, kind: 'replaced', reason: null },
      }),
    ],
  };
};

/** The public area's history: its one release. */
export const publicHistory = (): ReleaseHistory => ({ area: 'public', live: publicLive(), canary: null, releases: [publicLive()] });

/** An area's history with nothing in it. */
export const emptyHistory = (area: RemoteArea): ReleaseHistory => ({ area, live: null, canary: null, releases: [] });

/**
 * msw's `http` and `HttpResponse`, handed in from the kit of the caller (`@nextlevel/shell/testing`
 * in a test, `/stories` in a story): a file that both use may import neither.
 */
export interface MswKit<H> {
  http: { get: (path: string, resolver: (info: { params: Record<string, unknown> }) => Response) => H };
  HttpResponse: { json: (body: ReleaseHistory) => Response };
}

/** GET /api/releases/:area answered per area: `histories`' entry, else an empty history. */
export const historiesByArea = <H>({ http, HttpResponse }: MswKit<H>, histories: Partial<Record<RemoteArea, ReleaseHistory>>): H =>
  http.get(releaseEndpoints.releaseHistory.path, ({ params }) => {
    const area = params['area'] as RemoteArea;
    return HttpResponse.json(histories[area] ?? emptyHistory(area));
  });
