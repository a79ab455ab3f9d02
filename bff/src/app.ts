import type Router from '@koa/router';
import Koa from 'koa';
import compose from 'koa-compose';
import compress from 'koa-compress';
import type { AppDeps } from './app-deps';
import { jsonBody } from './middleware/body';
import { csrfGuard } from './middleware/csrf';
import { deployTokens } from './middleware/deploy-token';
import { errorHandler } from './middleware/errors';
import { noStoreByDefault } from './middleware/no-store';
import { untrustedProxyWarning } from './middleware/proxy-warning';
import { requestId } from './middleware/request-id';
import { apiRouters } from './routes/api';
import { tokenPagesNoReferrer } from './middleware/no-referrer';
import { healthRoutes } from './routes/platform/health';
import { remotesRoutes } from './routes/platform/remotes';
import { joinedReadsOf } from './sessions/joined-read';
import { sessions } from './sessions/middleware';
import { securityHeaders } from './static/security-headers';
import { indexPage } from './static/index-page';
import { remotesSource } from './static/remotes-source';
import { serveStatic } from './static/serve';
import { canaryGuardFor, liveReleasesFor, manifestUrlRules } from './services/releases/for-app';
import { deployTokenStore } from './services/releases/deploy-tokens';
import './sessions/types';

/**
 * /api requests run `api`, every other path `other`: each request walks only its own chain
 * (issue #11: fewer middleware hops and router matches on the signed-in hot path).
 */
const byArea =
  (api: Koa.Middleware, other: Koa.Middleware): Koa.Middleware =>
  (ctx, next) =>
    ctx.path === '/api' || ctx.path.startsWith('/api/') ? api(ctx, next) : other(ctx, next);

/** The bff: /api, /remotes.json, health checks and (when given) the production builds. */
export const createApp = (deps: AppDeps): Koa => {
  const { config, db, logger, clock } = deps;
  // X-Forwarded-For is believed only as far as TRUSTED_PROXIES hops from the right: with 0 the
  // socket address is the client, so no client can choose its own IP (issue #9 item 3).
  const app = new Koa({ proxy: config.trustedProxies > 0, maxIpsCount: config.trustedProxies });
  app.silent = true;

  app.use(requestId(logger));
  const proxyWarning = untrustedProxyWarning(logger, config.trustedProxies);
  if (proxyWarning) app.use(proxyWarning);
  app.use(errorHandler(logger));
  // One per process: the last good map it keeps is what every page, header and /readyz serve (issue #23 item 9).
  // Each area's live release (issue #26) is laid over REMOTES_FILE or the built-in map.
  const remotes = remotesSource({
    remotesFile: config.remotesFile,
    rules: manifestUrlRules(config),
    logger,
    releases: liveReleasesFor(deps),
  });
  // One instance at a time judges the canaries and retires a failing one (issue #26 item 7, decision 028).
  canaryGuardFor(deps);
  app.use(securityHeaders({ publicUrl: config.publicUrl, remotes }));
  app.use(tokenPagesNoReferrer);
  app.use(compress({ threshold: 1024, filter: (type) => !/event-stream/i.test(type) && /text|json|javascript|svg|xml/i.test(type) }));
  // The canary visitor cookie (decision 028) is Secure when the site is served over https, as the session cookie.
  const secureCookies = config.publicUrl.startsWith('https:');
  if (deps.static) {
    const page = indexPage({ dirs: deps.static, remotes, publicUrl: config.publicUrl, logger });
    app.use(serveStatic(deps.static, page, secureCookies));
  }

  const routers = apiRouters(deps);
  const api: Koa.Middleware[] = [
    noStoreByDefault,
    csrfGuard(config.publicUrl),
    // A pipeline's deploy token, looked up only on a request that carries one (issue #26).
    deployTokens(deployTokenStore(db, clock).lookUp),
    sessions(app, db, clock, {
      keys: config.sessionKeys,
      secure: config.publicUrl.startsWith('https:'),
      lifetime: config.sessionLifetime,
      // The reads a route declared beside itself ride on its requests' session reads (decision 013).
      joinedReads: joinedReadsOf(routers),
      requireMfaFor: config.mfa.requiredFor,
      visitorCookie: { secure: secureCookies },
    }),
    jsonBody(),
  ];
  // Routers' middleware expects the context they add themselves (params, router).
  const routed = (router: Router): Koa.Middleware[] => [router.routes(), router.allowedMethods()] as Koa.Middleware[];
  for (const router of routers) api.push(...routed(router));
  const platform = [healthRoutes(deps, remotes).routes(), remotesRoutes(remotes, secureCookies).routes()] as Koa.Middleware[];
  app.use(byArea(compose(api), compose(platform)));
  return app;
};
