import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { endpoints } from '../../contract/endpoints';
import { bindEndpoint } from '../../http/bind-endpoint';
import { createRouter } from '../../http/router';
import { memberRate } from '../../middleware/member-rate';
import { currentUser } from '../../middleware/roles';
import { analyticsIngestFor } from '../../services/analytics/ingest-for-app';
import { createAnalyticsRecording } from '../../services/analytics/recording';

/**
 * The Member's analytics writes (product §4.6, §7): start a visit, page views, events, end a visit.
 * The end may come as a same-origin sendBeacon (text/plain JSON, no CSRF header: middleware/csrf.ts).
 * Page views and events are answered 204 once buffered (services/analytics/ingest-buffer.ts).
 * Each kind has a per-Member rate (docs/decisions/017): a 429 past it.
 */
export const analyticsRecordingRoutes = (deps: AppDeps): Router => {
  const recording = createAnalyticsRecording({ db: deps.db, clock: deps.clock, ingest: analyticsIngestFor(deps) });
  const router = createRouter();

  bindEndpoint(router, endpoints.startVisit, (ctx, { body }) => recording.startVisit(currentUser(ctx).id, body.entryPage), {
    before: [memberRate(deps, 'visitStarts')],
  });
  bindEndpoint(router, endpoints.recordPageView, (ctx, { body }) => recording.recordPageView(currentUser(ctx).id, body), {
    before: [memberRate(deps, 'pageViews')],
  });
  bindEndpoint(router, endpoints.recordEvent, (ctx, { body }) => recording.recordEvent(currentUser(ctx).id, body), {
    before: [memberRate(deps, 'events')],
  });
  bindEndpoint(router, endpoints.endVisit, (ctx, { params, body }) => recording.endVisit(currentUser(ctx).id, params.id, body), {
    before: [memberRate(deps, 'visitEnds')],
  });
  return router;
};
