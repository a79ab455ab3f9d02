import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { analyticsSessionIdSchema, endSessionSchema, eventSchema, pageViewSchema, startSessionSchema } from '../../contract/analytics';
import { api, pathPattern } from '../../contract/paths';
import { createRouter } from '../../http/router';
import { parse, parseBody } from '../../http/validate';
import { memberRate } from '../../middleware/member-rate';
import { currentUser, requireCategory } from '../../middleware/roles';
import { analyticsIngestFor } from '../../services/analytics/ingest-for-app';
import { createAnalyticsRecording } from '../../services/analytics/recording';

/**
 * The Member's analytics writes (product §4, §7): start a session, page views, events, end a session.
 * The end may come as a same-origin sendBeacon (text/plain JSON, no CSRF header: middleware/csrf.ts).
 * Page views and events are answered 204 once buffered (services/analytics/ingest-buffer.ts).
 * Each kind has a per-Member rate (docs/decisions/017): a 429 past it.
 */
export const analyticsRecordingRoutes = (deps: AppDeps): Router => {
  const recording = createAnalyticsRecording({ db: deps.db, clock: deps.clock, ingest: analyticsIngestFor(deps) });
  const router = createRouter();
  const member = requireCategory('Member');

  router.post(api.analyticsSession, member, memberRate(deps, 'sessionStarts'), async (ctx) => {
    const { entryPage } = parseBody(ctx, startSessionSchema);
    ctx.status = 201;
    ctx.body = await recording.startSession(currentUser(ctx).id, entryPage);
  });
  router.post(api.analyticsPageView, member, memberRate(deps, 'pageViews'), async (ctx) => {
    await recording.recordPageView(currentUser(ctx).id, parseBody(ctx, pageViewSchema));
    ctx.status = 204;
  });
  router.post(api.analyticsEvent, member, memberRate(deps, 'events'), async (ctx) => {
    await recording.recordEvent(currentUser(ctx).id, parseBody(ctx, eventSchema));
    ctx.status = 204;
  });
  router.post(pathPattern(api.analyticsSessionEnd), member, memberRate(deps, 'sessionEnds'), async (ctx) => {
    const id = parse(analyticsSessionIdSchema, ctx.params.id);
    await recording.endSession(currentUser(ctx).id, id, parseBody(ctx, endSessionSchema));
    ctx.status = 204;
  });
  return router;
};
