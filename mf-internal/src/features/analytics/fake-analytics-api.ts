import {
  endpoints,
  type AreaBuildViews,
  type EventCount,
  type PageViewsPoint,
  type SessionStats,
  type TopPage,
} from '@nextlevel/bff/contract';

// Tests only: the analytics read routes of issue #13 over fixed figures, recording what was asked.

/** An answer as the shell's test harness takes it (its `Handler`). */
type FakeRoute = (url: URL) => { body: unknown };

/** Every figure of one range (`days` and `period`). */
export interface Figures {
  pageviews: PageViewsPoint[];
  topPages: TopPage[];
  events: EventCount[];
  sessions: SessionStats;
  builds: AreaBuildViews[];
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
  sessions: { totalSessions: 0, avgDuration: 0 },
  builds: [],
});

/** 30 days with some of everything: 1,250 views, 42 events, 20 sessions of 3m 5s on average. */
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
  sessions: { totalSessions: 20, avgDuration: 185.7 },
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
});

/** The month before busyMonth: 1,000 views, 42 events, 25 sessions of 3m 5s. */
export const quieterMonth = (): Figures => ({
  ...busyMonth(),
  pageviews: days(30, (i) => (i < 10 ? 100 : 0)),
  sessions: { totalSessions: 25, avgDuration: 185 },
});

type Kind = keyof Figures;
const paths: Record<Kind, string> = {
  pageviews: endpoints.getDailyPageViews.path,
  topPages: endpoints.getTopPages.path,
  events: endpoints.getEventCounts.path,
  sessions: endpoints.getVisitStats.path,
  builds: endpoints.getBuildViews.path,
};

/**
 * The routes, answering from `figures(days, period)`; `calls` lists each request's path and
 * query in order. `activeMembers` answers GET /api/analytics/active.
 */
export function fakeAnalyticsApi(figures: (days: number, period: string) => Figures, activeMembers = 3) {
  const calls: string[] = [];
  const routes: Record<string, FakeRoute> = {
    [`GET ${endpoints.getActiveMembers.path}`]: () => {
      calls.push(endpoints.getActiveMembers.path);
      return { body: { activeMembers } };
    },
  };
  for (const kind of Object.keys(paths) as Kind[])
    routes[`GET ${paths[kind]}`] = (url) => {
      calls.push(url.pathname + url.search);
      return { body: figures(Number(url.searchParams.get('days')), url.searchParams.get('period') ?? 'current')[kind] };
    };
  return { routes, calls };
}

/** A month of busyMonth against quieterMonth before it; any other range is empty. */
export const monthAgainstMonth = (n: number, period: string) =>
  n === 30 ? (period === 'previous' ? quieterMonth() : busyMonth()) : emptyFigures(n);
