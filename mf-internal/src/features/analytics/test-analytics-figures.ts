import type {
  AnalyticsPeriod,
  AreaBuildViews,
  BuildHealth,
  EventCount,
  PageViewsPoint,
  VisitStats,
  TopPage,
} from '@nextlevel/bff/contract';

// The figures the analytics reads answer in tests and stories (test-analytics-network.ts serves them).

/** Every figure of one range (`days` and `period`). */
export interface Figures {
  pageviews: PageViewsPoint[];
  topPages: TopPage[];
  events: EventCount[];
  visits: VisitStats;
  builds: AreaBuildViews[];
  health: BuildHealth[];
}

/** `n` days ending on 2026-11-25 with the given views (zeros for the rest), oldest first. */
export function days(n: number, views: (i: number) => number = () => 0): PageViewsPoint[] {
  const last = Date.UTC(2026, 10, 25);
  return Array.from({ length: n }, (_, i) => ({
    date: new Date(last - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10),
    views: views(i),
  }));
}

export const emptyFigures = (n: number): Figures => ({
  pageviews: days(n),
  topPages: [],
  events: [],
  visits: { totalSessions: 0, avgDuration: 0 },
  builds: [],
  health: [],
});

/** 30 days with some of everything: 1,250 views, 42 events, 20 visits of 3m 5s on average. */
export const busyMonth = (): Figures => ({
  pageviews: days(30, (i) => (i === 29 ? 250 : i >= 20 ? 100 : i === 0 ? 100 : 0)),
  topPages: [
    { page_path: '/members/dashboard', unique_users: 40, views: 600 },
    { page_path: '/members/apps/snippets', unique_users: 35, views: 300 },
    { page_path: '/members/apps', unique_users: 20, views: 150 },
    { page_path: '/members/settings', unique_users: 10, views: 90 },
    { page_path: '/members/apps/snippets/favorites', unique_users: 8, views: 60 },
    { page_path: '/members/a,b "quoted"', unique_users: 1, views: 50 },
  ],
  events: [
    { event_type: 'snippet_favorited', count: 30 },
    { event_type: 'snippet_unfavorited', count: 11 },
    { event_type: 'explanation_opened', count: 1 },
  ],
  visits: { totalSessions: 20, avgDuration: 185.7 },
  builds: [
    {
      area: 'members',
      build: '1.4.0',
      views: 1200,
      unique_users: 41,
      first_view: '2026-10-27T08:00:00.000Z',
      last_view: '2026-11-25T14:05:00.000Z',
    },
    {
      area: 'members',
      build: null,
      views: 50,
      unique_users: 3,
      first_view: '2026-10-27T09:00:00.000Z',
      last_view: '2026-10-28T10:00:00.000Z',
    },
  ],
  health: [
    { area: 'members', build: '1.4.0', loads: 1_210, errors: 3 },
    { area: 'members', build: null, loads: 0, errors: 2 },
  ],
});

/** The month before busyMonth: 1,000 views, 42 events, 25 visits of 3m 5s. */
export const quieterMonth = (): Figures => ({
  ...busyMonth(),
  pageviews: days(30, (i) => (i < 10 ? 100 : 0)),
  visits: { totalSessions: 25, avgDuration: 185 },
});

/** A month of busyMonth against quieterMonth before it; any other range is empty. */
export const monthAgainstMonth = (n: number, period: string) =>
  n === 30 ? (period === 'previous' ? quieterMonth() : busyMonth()) : emptyFigures(n);

// Story figures: a portal in steady use, busier on weekdays, growing a little over the quarter.

const weekdayViews = (n: number, scale: number) => (i: number) => {
  const weekend = (i + 3) % 7 >= 5;
  return Math.round((weekend ? 60 : 180) * scale * (1 + i / (n * 4)) + ((i * 37) % 23));
};

const pages: TopPage[] = [
  { page_path: '/members/dashboard', unique_users: 412, views: 2_930 },
  { page_path: '/members/apps/snippets', unique_users: 356, views: 2_104 },
  { page_path: '/members/apps/snippets/favorites', unique_users: 198, views: 1_187 },
  { page_path: '/members/apps', unique_users: 240, views: 903 },
  { page_path: '/members/settings', unique_users: 121, views: 288 },
  { page_path: '/members/apps/courses', unique_users: 64, views: 141 },
  { page_path: '/members/apps/coming-soon', unique_users: 17, views: 22 },
];

const events: EventCount[] = [
  { event_type: 'snippet_favorited', count: 842 },
  { event_type: 'explanation_opened', count: 611 },
  { event_type: 'snippet_unfavorited', count: 97 },
  { event_type: 'snippet_shared', count: 1 },
];

const builds: AreaBuildViews[] = [
  {
    area: 'members',
    build: '2026.11.24-1f3c9a2',
    views: 5_812,
    unique_users: 402,
    first_view: '2026-11-24T09:12:00.000Z',
    last_view: '2026-11-25T16:48:00.000Z',
  },
  {
    area: 'members',
    build: '2026.11.10-8be41d0',
    views: 1_690,
    unique_users: 233,
    first_view: '2026-11-10T08:03:00.000Z',
    last_view: '2026-11-24T09:40:00.000Z',
  },
  {
    area: 'public',
    build: null,
    views: 73,
    unique_users: 9,
    first_view: '2026-10-27T10:00:00.000Z',
    last_view: '2026-11-02T18:21:00.000Z',
  },
];

/** Loads and errors by build: the members' new build errs more than the one before it (a canary to roll back). */
const health: BuildHealth[] = [
  { area: 'members', build: '2026.11.24-1f3c9a2', loads: 6_140, errors: 18 },
  { area: 'members', build: '2026.11.26-5d7e0b4', loads: 612, errors: 27 },
  { area: 'members', build: '2026.11.10-8be41d0', loads: 1_702, errors: 4 },
  { area: 'public', build: '2026.11.20-0a9b8c7', loads: 21_390, errors: 5 },
  { area: 'internal', build: null, loads: 0, errors: 2 },
];

/** The figures of the last `n` days (or the `n` before them: a little quieter). */
export function portalFigures(n: number, period: AnalyticsPeriod): Figures {
  const scale = period === 'previous' ? 0.85 : 1;
  const share = (count: number) => Math.max(1, Math.round((count * scale * n) / 30));
  return {
    pageviews: days(n, weekdayViews(n, scale)),
    topPages: pages.map((p) => ({ ...p, views: share(p.views), unique_users: share(p.unique_users) })),
    events: events.map((e) => ({ ...e, count: share(e.count) })),
    visits: { totalSessions: share(1_204), avgDuration: period === 'previous' ? 251.4 : 287.6 },
    builds,
    health: health.map((h) => ({ ...h, loads: share(h.loads), errors: Math.round((h.errors * scale * n) / 30) })),
  };
}

/** Page paths as long as Members' deep links get, to stress the tables' wrapping. */
export const longPaths: TopPage[] = [
  {
    page_path: '/members/apps/snippets/favorites?author=a-lucius-annaeus-seneca-the-younger&category=stoicism-and-the-shortness-of-life',
    unique_users: 58,
    views: 214,
  },
  {
    page_path: '/members/apps/courses/leadership-in-practice-for-first-time-engineering-managers/module-3-difficult-conversations',
    unique_users: 33,
    views: 97,
  },
  ...pages,
];
