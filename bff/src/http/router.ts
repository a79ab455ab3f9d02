import Router from '@koa/router';

/**
 * Every router of the bff. Case-sensitive and strict (issue #9 item 12): the /api-only
 * middleware (CSRF, sessions, bodies) is chosen by the exact path, so a route must not also
 * answer `/API/login` or `/Api/login/`, which that choice does not see as /api.
 */
export const createRouter = (): Router => new Router({ sensitive: true, strict: true });
