import { api, pathPattern, type ApiResponses, type ApiRouteName, type ErrorResponse, type messages } from '@nextlevel/bff/contract';
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
const handlerFor = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** Route `route` answers `method` with `body` as JSON, typed by the contract (`ApiResponses`). */
export function reply<R extends ApiRouteName, M extends MethodOf<R>>(
  route: R,
  method: M,
  body: BodyOf<R, M>,
  init: ReplyInit = {},
): HttpHandler {
  return handlerFor[method](pathOf(route), () =>
    body === undefined ? new HttpResponse(null, { status: init.status ?? 204, headers: init.headers }) : HttpResponse.json(body, init),
  );
}

/** GET `route` answers `body` (e.g. `get('randomSnippet', aSnippet())`). */
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

/** `route` answers 204 without a body (e.g. no snippet at all). */
export const empty = <R extends ApiRouteName>(route: R, method: MethodOf<R> = 'GET' as MethodOf<R>): HttpHandler =>
  handlerFor[method](pathOf(route), () => new HttpResponse(null, { status: 204 }));

/** `route` fails with `status` and `{ error }`, as the bff's error middleware answers (product §8). */
export const fails = <R extends ApiRouteName>(
  route: R,
  status: number,
  error: CatalogueMessage,
  method: MethodOf<R> = 'GET' as MethodOf<R>,
): HttpHandler => handlerFor[method](pathOf(route), () => HttpResponse.json({ error } satisfies ErrorResponse, { status }));

/**
 * Holds the request `requestId` unanswered, as `pending` does, for a handler of msw's own that
 * holds only some requests (a search that is being typed): the screenshot check does not wait for it.
 */
export const hold = async (requestId: string): Promise<never> => {
  held.add(requestId);
  await delay('infinite');
  throw new Error('held requests never answer');
};

/** `route` never answers: the screen stays in its loading (or saving) state. */
export const pending = <R extends ApiRouteName>(route: R, method: MethodOf<R> = 'GET' as MethodOf<R>): HttpHandler =>
  handlerFor[method](pathOf(route), async ({ requestId }) => {
    held.add(requestId);
    await delay('infinite');
    return new HttpResponse(null);
  });
