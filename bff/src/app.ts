import Koa from 'koa';
import compress from 'koa-compress';
import type { AppDeps } from './app-deps';
import { jsonBody } from './middleware/body';
import { csrfGuard } from './middleware/csrf';
import { errorHandler } from './middleware/errors';
import { noStoreByDefault } from './middleware/no-store';
import { requestId } from './middleware/request-id';
import { apiRouters } from './routes/api';
import { tokenPagesNoReferrer } from './middleware/no-referrer';
import { healthRoutes } from './routes/platform/health';
import { remotesRoutes } from './routes/platform/remotes';
import { sessions } from './sessions/middleware';
import { securityHeaders } from './static/security-headers';
import { indexPage } from './static/index-page';
import { serveStatic } from './static/serve';
import './sessions/types';

const onlyApi =
  (mw: Koa.Middleware): Koa.Middleware =>
  (ctx, next) =>
    ctx.path === '/api' || ctx.path.startsWith('/api/') ? mw(ctx, next) : next();

/** The bff: /api, /remotes.json, health checks and (when given) the production builds. */
export const createApp = (deps: AppDeps): Koa => {
  const { config, db, logger, clock } = deps;
  // X-Forwarded-For is believed only as far as TRUSTED_PROXIES hops from the right: with 0 the
  // socket address is the client, so no client can choose its own IP (issue #9 item 3).
  const app = new Koa({ proxy: config.trustedProxies > 0, maxIpsCount: config.trustedProxies });
  app.silent = true;

  app.use(requestId(logger));
  app.use(errorHandler(logger));
  app.use(securityHeaders({ publicUrl: config.publicUrl, remotesFile: config.remotesFile }));
  app.use(tokenPagesNoReferrer);
  app.use(compress({ threshold: 1024, filter: (type) => !/event-stream/i.test(type) && /text|json|javascript|svg|xml/i.test(type) }));
  if (deps.static) {
    const page = indexPage({ dirs: deps.static, remotesFile: config.remotesFile, publicUrl: config.publicUrl, logger });
    app.use(serveStatic(deps.static, page));
  }

  app.use(healthRoutes(deps).routes());
  app.use(remotesRoutes(deps).routes());

  app.use(onlyApi(noStoreByDefault));
  app.use(onlyApi(csrfGuard(config.publicUrl)));
  app.use(
    onlyApi(
      sessions(app, db, clock, {
        keys: config.sessionKeys,
        secure: config.publicUrl.startsWith('https:'),
        lifetime: config.sessionLifetime,
      }),
    ),
  );
  app.use(onlyApi(jsonBody()));
  for (const router of apiRouters(deps)) app.use(router.routes()).use(router.allowedMethods());
  return app;
};
