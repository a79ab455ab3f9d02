import {
  analyticsStatsEndpoints as statsApi,
  type ActiveMembers,
  type AnalyticsPeriod,
  type AnalyticsRange,
} from '@nextlevel/bff/contract';
import type { Figures } from './test-analytics-figures';

/** The figure each statistics endpoint answers. */
const figureOf = {
  getDailyPageViews: 'pageviews',
  getTopPages: 'topPages',
  getEventCounts: 'events',
  getVisitStats: 'visits',
  getBuildViews: 'builds',
  getBuildHealth: 'health',
} as const satisfies Record<Exclude<keyof typeof statsApi, 'getActiveMembers'>, keyof Figures>;

/**
 * msw's `http` and `HttpResponse`, handed in from the kit of the caller (`@nextlevel/shell/testing`
 * in a test, `/stories` in a story): a file that both use may import neither.
 */
export interface MswKit<H> {
  http: { get: (path: string, resolver: (info: { request: Request }) => Response) => H };
  HttpResponse: { json: (body: Figures[keyof Figures] | ActiveMembers) => Response };
}

/**
 * Every analytics read, by endpoint name (a story or a test replaces one by its name): each
 * statistics call answered from `figures` for the range and period it asks (`?days=…&period=…`),
 * GET /api/analytics/active with `activeMembers`.
 */
export function analyticsNetwork<H>(
  { http, HttpResponse }: MswKit<H>,
  figures: (days: AnalyticsRange, period: AnalyticsPeriod) => Figures,
  activeMembers = 3,
): Record<keyof typeof statsApi, H> {
  const statistics = Object.entries(figureOf).map(([name, figure]) => [
    name,
    http.get(statsApi[name as keyof typeof figureOf].path, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const period = query.get('period') === 'previous' ? 'previous' : 'current';
      return HttpResponse.json(figures(Number(query.get('days')) as AnalyticsRange, period)[figure]);
    }),
  ]);
  return {
    ...(Object.fromEntries(statistics) as Record<keyof typeof figureOf, H>),
    getActiveMembers: http.get(statsApi.getActiveMembers.path, () => HttpResponse.json({ activeMembers })),
  };
}
