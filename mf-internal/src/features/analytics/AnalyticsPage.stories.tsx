import { analyticsStatsEndpoints as statsApi, messages } from '@nextlevel/bff/contract';
import {
  aStaffUser,
  dark,
  fails,
  http,
  HttpResponse,
  narrow,
  offline,
  pending,
  reply,
  type ScreenMeta,
  type ScreenStory,
} from '@nextlevel/shell/stories';
import { emptyFigures, longPaths, portalFigures } from './test-analytics-figures';
import { analyticsNetwork } from './test-analytics-network';

const everyRead = Object.keys(statsApi) as (keyof typeof statsApi)[];

const at = (query: string) => ({ screen: { path: `/internal/analytics?${query}` } });

const meta = {
  title: 'Screens/Internal/Analytics',
  parameters: {
    screen: { path: '/internal/analytics', user: aStaffUser() },
    msw: analyticsNetwork({ http, HttpResponse }, portalFigures, 14),
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
    msw: Object.fromEntries(everyRead.map((name) => [name, pending(statsApi[name])])),
  },
};

const none = analyticsNetwork({ http, HttpResponse }, (days) => emptyFigures(days), 0);
export const NoDataOverview: ScreenStory = { parameters: { msw: none } };
export const NoDataPageViews: ScreenStory = { parameters: { ...at('tab=page-views'), msw: none } };
export const NoDataEvents: ScreenStory = { parameters: { ...at('tab=events'), msw: none } };
export const NoDataSessions: ScreenStory = { parameters: { ...at('tab=sessions'), msw: none } };

export const LongPagePaths: ScreenStory = {
  parameters: { ...at('tab=page-views'), msw: { getTopPages: reply(statsApi.getTopPages, longPaths) } },
};

export const Failure: ScreenStory = {
  parameters: {
    msw: {
      getDailyPageViews: fails(statsApi.getDailyPageViews, 500, messages.errors.internal),
      getEventCounts: fails(statsApi.getEventCounts, 503, messages.errors.unavailable),
      getTopPages: fails(statsApi.getTopPages, 500, messages.errors.internal),
    },
  },
};

/** Nothing answers but 503s: one error listing each load, with one Retry (issue #24.7), not five banners. */
export const Unreachable: ScreenStory = {
  parameters: {
    msw: Object.fromEntries(everyRead.map((name) => [name, fails(statsApi[name], 503, messages.errors.unavailable)])),
  },
};

/** …with the browser offline: the notice says so above it. */
export const OfflineUnreachable = offline(Unreachable);

export const PageViewsFailure: ScreenStory = {
  parameters: {
    ...at('tab=page-views'),
    msw: {
      getDailyPageViews: fails(statsApi.getDailyPageViews, 500, messages.errors.internal),
      getBuildViews: fails(statsApi.getBuildViews, 500, messages.errors.internal),
      getBuildHealth: fails(statsApi.getBuildHealth, 500, messages.errors.internal),
    },
  },
};

/** Only the loads and errors by build fail: their error, and every other table. */
export const BuildHealthFailure: ScreenStory = {
  parameters: { ...at('tab=page-views'), msw: { getBuildHealth: fails(statsApi.getBuildHealth, 503, messages.errors.unavailable) } },
};

export const Narrow = narrow(Overview);
export const NarrowPageViews = narrow(LongPagePaths);
export const NarrowOfflineUnreachable = narrow(OfflineUnreachable);
export const Dark = dark(PageViews);
export const DarkOverview = dark(Overview);
