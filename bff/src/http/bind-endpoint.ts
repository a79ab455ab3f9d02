import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import * as v from 'valibot';
import { takesDeployToken, type Endpoint, type ParsedInput, type ResponseOf } from '../contract/endpoint';
import { mfaMessages } from '../contract/messages';
import { MFA_SETUP_REQUIRED } from '../contract/paths';
import { largeBody } from '../middleware/body';
import { requireDeployTokenOr } from '../middleware/deploy-token';
import { currentUser, requireCategory } from '../middleware/roles';
import { HttpError } from './errors';
import { parse, parseBody, parseQuery } from './validate';

/** A handler of one endpoint: its input parsed by the definition; what it returns is the answer. */
export type EndpointHandler<E extends Endpoint> = (
  ctx: Context,
  input: ParsedInput<E>,
) => ResponseOf<E> | void | Promise<ResponseOf<E> | void>;

export interface BindOptions<E extends Endpoint = Endpoint> {
  /**
   * Middleware run after the role check and before the body is read: a rate limit, one upload at
   * a time, a body limit that comes from the configuration.
   */
  before?: Middleware[];
  /** Adjusts the raw body before it is parsed (e.g. leaves out a blank optional field). */
  prepareBody?: (body: unknown) => unknown;
  /**
   * Reads the raw body in place of the definition's schema, throwing an HttpError for a bad one: for
   * a body judged piece by piece (the upload checks its records one at a time and names the refused).
   */
  readBody?: (body: unknown) => ParsedInput<E>['body'];
}

const requireSignedIn: Middleware = async (ctx, next) => {
  currentUser(ctx);
  await next();
};

/**
 * Issue #27 item 5: a session that REQUIRE_MFA_FOR holds until a second factor is set up reaches
 * only the endpoints marked `duringMfaSetup` (setting one up, the session read); every other one
 * answers 403 `{ error, code: 'mfa-setup-required' }`, whatever its role would allow.
 */
const refuseBeforeMfaSetup: Middleware = async (ctx, next) => {
  if (ctx.state.user?.mfa_setup_required) {
    throw new HttpError(403, mfaMessages.setupRequired, { details: { code: MFA_SETUP_REQUIRED } });
  }
  await next();
};

/** The role check of product §6, from the definition: the one place a route's role is enforced. */
const roleCheck = (definition: Endpoint): Middleware[] => {
  const { role } = definition;
  if (role === 'any') return [];
  const setup = definition.duringMfaSetup ? [] : [refuseBeforeMfaSetup];
  if (role === 'signed-in') return [requireSignedIn, ...setup];
  return [takesDeployToken(role) ? requireDeployTokenOr(role.orCategory) : requireCategory(role), ...setup];
};

// The bff's own answers are checked against the contract in tests, so a changed shape fails there.
const checksAnswers = process.env.NODE_ENV === 'test';

/**
 * Mounts `handler` as `definition` on `router`: the role check, then `before`, then the definition's
 * body limit, then the path parameters, query and body parsed by its schemas (a 400 with the first
 * issue's message; the body by `readBody` when given), then the handler. A returned value is the JSON answer (with the definition's
 * status); a handler that returns nothing answers what it set on `ctx`, or 204 when it set nothing.
 */
export function bindEndpoint<E extends Endpoint>(
  router: Router,
  definition: E,
  handler: EndpointHandler<E>,
  options: BindOptions<E> = {},
): void {
  const limit: Middleware[] = definition.bodyLimit === undefined ? [] : [largeBody(definition.bodyLimit)];
  const run: Middleware = async (ctx) => {
    const input = {
      params: definition.params ? parse(definition.params, ctx.params) : undefined,
      query: definition.query ? parseQuery(ctx, definition.query) : undefined,
      body: options.readBody
        ? options.readBody((ctx.request as { body?: unknown }).body ?? {})
        : definition.body
          ? parseBody(ctx, definition.body, options.prepareBody)
          : undefined,
    } as ParsedInput<E>;
    const answer = await handler(ctx, input);
    if (answer !== undefined) {
      if (checksAnswers && definition.response) v.parse(definition.response, answer);
      ctx.status = definition.status ?? 200;
      ctx.body = answer;
    } else if (ctx.body === undefined && ctx.status === 404) {
      ctx.status = 204;
    }
  };
  const method = definition.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  router[method](definition.path, ...roleCheck(definition), ...(options.before ?? []), ...limit, run);
}
