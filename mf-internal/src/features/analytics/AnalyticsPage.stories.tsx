import { api, messages, type AnalyticsPeriod, type AnalyticsRange } from '@nextlevel/bff/contract';
import {
  aStaffUser,
  dark,
  fails,
  get,
  http,
  HttpResponse,
  narrow,
  offline,
  pending,
  type BodyOf,
  type ScreenMeta,
  type ScreenStory,
} from '@nextlevel/shell/stories';
import { emptyFigures, type Figures } from './fake-analytics-api';
import { longPaths, portalFigures } from './test-analytics-figures';

type StatsRoute = 'analyticsPageViews' | 'analyticsTopPages' | 'analyticsEvents' | 'analyticsSessions' | 'analyticsBuilds';
const kinds: Record<StatsRoute, keyof Figures> = {
  analyticsPageViews: 'pageviews',
  analyticsTopPages: 'topPages',
  analyticsEvents: 'events',
  analyticsSessions: 'sessions',
  analyticsBuilds: 'builds',
};

/** A statistics route answering from `figures` for the range and period asked (?days=…&period=…). */
const stats = (route: StatsRoute, figures: (days: AnalyticsRange, period: AnalyticsPeriod) => Figures) =>
  http.get(api[route], ({ request }) => {
    const query = new URL(request.url).searchParams;
    const period = query.get('period') === 'previous' ? 'previous' : 'current';
    const body: BodyOf<typeof route, 'GET'> = figures(Number(query.get('days')) as AnalyticsRange, period)[kinds[route]];
    return HttpResponse.json(body);
  });

/** Every analytics read answering from `figures`. */
const analytics = (figures: (days: AnalyticsRange, period: AnalyticsPeriod) => Figures) =>
  Object.fromEntries((Object.keys(kinds) as StatsRoute[]).map((route) => [route, stats(route, figures)]));

const at = (query: string) => ({ screen: { path: `/internal/analytics?${query}` } });

const meta = {
  title: 'Screens/Internal/Analytics',
  parameters: {
    screen: { path: '/internal/analytics', user: aStaffUser() },
    msw: { ...analytics(portalFigures), active: get('analyticsActive', { activeMembers: 14 }) },
  },
} satisfies ScreenMeta;
export default meta;

export const Overview: ScreenStory = {};

export const PageViews: ScreenStory = { parameters: at('tab=page-views') };

export const UserEvents: ScreenStory = { parameters: at('tab=events') };

export const Sessions: ScreenStory = { parameters: at('tab=sessions') };

export const Last7Days: ScreenStory = { parameters: at('days=7&tab=page-views') };

export const Last90Days: ScreenStory = { parameters: at('days=90&tab=page-views') };

export const Loading: ScreenStory = {
  parameters: {
    msw: Object.fromEntries([...(Object.keys(kinds) as StatsRoute[]), 'analyticsActive' as const].map((route) => [route, pending(route)])),
  },
};

const none = { ...analytics((days) => emptyFigures(days)), active: get('analyticsActive', { activeMembers: 0 }) };
export const NoDataOverview: ScreenStory = { parameters: { msw: none } };
export const NoDataPageViews: ScreenStory = { parameters: { ...at('tab=page-views'), msw: none } };
export const NoDataEvents: ScreenStory = { parameters: { ...at('tab=events'), msw: none } };
export const NoDataSessions: ScreenStory = { parameters: { ...at('tab=sessions'), msw: none } };

export const LongPagePaths: ScreenStory = {
  parameters: { ...at('tab=page-views'), msw: { analyticsTopPages: get('analyticsTopPages', longPaths) } },
};

export const Failure: ScreenStory = {
  parameters: {
    msw: {
      analyticsPageViews: fails('analyticsPageViews', 500, messages.errors.internal),
      analyticsEvents: fails('analyticsEvents', 503, messages.errors.unavailable),
      analyticsTopPages: fails('analyticsTopPages', 500, messages.errors.internal),
    },
  },
};

/** Nothing answers but 503s: one error listing each load, with one Retry (issue #24.7), not five banners. */
export const Unreachable: ScreenStory = {
  parameters: {
    msw: Object.fromEntries(
      [...(Object.keys(kinds) as StatsRoute[]), 'analyticsActive' as const].map((route) => [
        route,
        fails(route, 503, messages.errors.unavailable),
      ]),
    ),
  },
};

/** …with the browser offline: the notice says so above it. */
export const OfflineUnreachable = offline(Unreachable);

export const PageViewsFailure: ScreenStory = {
  parameters: {
    ...at('tab=page-views'),
    msw: {
      analyticsPageViews: fails('analyticsPageViews', 500, messages.errors.internal),
      analyticsBuilds: fails('analyticsBuilds', 500, messages.errors.internal),
    },
  },
};

export const Narrow = narrow(Overview);
export const NarrowPageViews = narrow(LongPagePaths);
export const NarrowOfflineUnreachable = narrow(OfflineUnreachable);
export const Dark = dark(PageViews);
export const DarkOverview = dark(Overview);
