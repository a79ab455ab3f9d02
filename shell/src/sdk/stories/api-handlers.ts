import {
  api,
  pathPattern,
  type ApiResponses,
  type ApiRouteName,
  type Endpoint,
  type ErrorResponse,
  type messages,
  type ResponseOf,
} from '@nextlevel/bff/contract';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type MethodOf<R extends ApiRouteName> = keyof ApiResponses[R] & Method;
/** The routes that answer `M`. */
type RoutesWith<M extends Method> = { [R in ApiRouteName]: M extends MethodOf<R> ? R : never }[ApiRouteName];
/** The contract's success body of route `R` for method `M`. */
export type BodyOf<R extends ApiRouteName, M extends MethodOf<R>> = ApiResponses[R][M];

/** Every text of the message catalogue (product §5, §8): what a failing route may say. */
type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type CatalogueMessage = Leaves<typeof messages>;

export interface ReplyInit {
  /** 200 unless given (201 for a creation, say). */
  status?: number;
  headers?: Record<string, string>;
}

// Requests a story holds on purpose (`pending`): the screenshot check does not wait for them.
const held = new Set<string>();
export const heldRequests = (): ReadonlySet<string> => held;
/** A new story holds none yet: the last story's held requests went with it. */
export const forgetHeldRequests = () => held.clear();

/** The path msw matches: `api`'s own, with `:id` for a path that takes one (any id matches). */
const pathOf = (route: ApiRouteName): string => {
  const path = api[route];
  return typeof path === 'function' ? pathPattern(path) : path;
};
/** Where a fake of `target` listens and for which method: an endpoint's own, or (until its resource moves to endpoints) a route name's. */
const targetOf = (target: Endpoint | ApiRouteName, method?: Method): { path: string; method: Method } =>
  typeof target === 'string' ? { path: pathOf(target), method: method ?? 'GET' } : { path: target.path, method: target.method as Method };
const isEndpoint = (target: unknown): target is Endpoint => typeof target === 'object' && target !== null && 'path' in target;
const handlerFor = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

const answerWith = (body: unknown, init: ReplyInit, successStatus = 200) =>
  body === undefined
    ? new HttpResponse(null, { status: init.status ?? 204, headers: init.headers })
    : HttpResponse.json(body, { ...init, status: init.status ?? successStatus });

/** `endpoint` answers `body` as JSON, typed by its definition (e.g. `reply(endpoints.getUser, { user })`). */
export function reply<E extends Endpoint>(endpoint: E, body: ResponseOf<E>, init?: ReplyInit): HttpHandler;
/** Route `route` answers `method` with `body` as JSON, typed by the contract (`ApiResponses`). */
export function reply<R extends ApiRouteName, M extends MethodOf<R>>(
  route: R,
  method: M,
  body: BodyOf<R, M>,
  init?: ReplyInit,
): HttpHandler;
export function reply(target: Endpoint | ApiRouteName, ...rest: unknown[]): HttpHandler {
  if (isEndpoint(target)) {
    const [body, init = {}] = rest as [unknown, ReplyInit?];
    return handlerFor[target.method as Method](target.path, () => answerWith(body, init, target.status));
  }
  const [method, body, init = {}] = rest as [Method, unknown, ReplyInit?];
  return handlerFor[method](pathOf(target), () => answerWith(body, init));
}

/** GET `route` answers `body` (e.g. `get('analyticsActive', { activeMembers: 3 })`). */
export const get = <R extends RoutesWith<'GET'>>(route: R, body: BodyOf<R, 'GET' & MethodOf<R>>, init?: ReplyInit) =>
  reply(route, 'GET' as 'GET' & MethodOf<R>, body, init);
/** POST `route` answers `body`. */
export const post = <R extends RoutesWith<'POST'>>(route: R, body: BodyOf<R, 'POST' & MethodOf<R>>, init?: ReplyInit) =>
  reply(route, 'POST' as 'POST' & MethodOf<R>, body, init);
/** PUT `route` answers `body`. */
export const put = <R extends RoutesWith<'PUT'>>(route: R, body: BodyOf<R, 'PUT' & MethodOf<R>>, init?: ReplyInit) =>
  reply(route, 'PUT' as 'PUT' & MethodOf<R>, body, init);
/** DELETE `route` answers `body`. */
export const del = <R extends RoutesWith<'DELETE'>>(route: R, body: BodyOf<R, 'DELETE' & MethodOf<R>>, init?: ReplyInit) =>
  reply(route, 'DELETE' as 'DELETE' & MethodOf<R>, body, init);

/** `target` answers 204 without a body (e.g. no snippet at all). */
export const empty = (target: Endpoint | ApiRouteName, method?: Method): HttpHandler => {
  const at = targetOf(target, method);
  return handlerFor[at.method](at.path, () => new HttpResponse(null, { status: 204 }));
};

/** `target` fails with `status` and `{ error }`, as the bff's error middleware answers (product §8). */
export const fails = (target: Endpoint | ApiRouteName, status: number, error: CatalogueMessage, method?: Method): HttpHandler => {
  const at = targetOf(target, method);
  return handlerFor[at.method](at.path, () => HttpResponse.json({ error } satisfies ErrorResponse, { status }));
};

/**
 * Holds the request `requestId` unanswered, as `pending` does, for a handler of msw's own that
 * holds only some requests (a search that is being typed): the screenshot check does not wait for it.
 */
export const hold = async (requestId: string): Promise<never> => {
  held.add(requestId);
  await delay('infinite');
  throw new Error('held requests never answer');
};

/** `target` never answers: the screen stays in its loading (or saving) state. */
export const pending = (target: Endpoint | ApiRouteName, method?: Method): HttpHandler => {
  const at = targetOf(target, method);
  return handlerFor[at.method](at.path, async ({ requestId }) => {
    held.add(requestId);
    await delay('infinite');
    return new HttpResponse(null);
  });
};
