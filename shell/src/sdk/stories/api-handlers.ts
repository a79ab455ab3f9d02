import type {
  Endpoint,
  ErrorResponse,
  messages,
  csvMessages,
  mfaMessages,
  passkeyMessages,
  releaseScreenMessages,
  ResponseOf,
  uploadMessages,
} from '@nextlevel/bff/contract';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/** Every text of the message catalogue (product §5, §8) and of the catalogues kept apart from it: what a failing route may say. */
type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type CatalogueMessage = Leaves<
  typeof messages | typeof passkeyMessages | typeof mfaMessages | typeof releaseScreenMessages | typeof uploadMessages | typeof csvMessages
>;

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

const handlerFor = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

const answerWith = (body: unknown, init: ReplyInit, successStatus = 200) =>
  body === undefined
    ? new HttpResponse(null, { status: init.status ?? 204, headers: init.headers })
    : HttpResponse.json(body, { ...init, status: init.status ?? successStatus });

/** `endpoint` answers `body` as JSON, typed by its definition (e.g. `reply(endpoints.getUser, { user })`). */
export const reply = <E extends Endpoint>(endpoint: E, body: ResponseOf<E>, init: ReplyInit = {}): HttpHandler =>
  handlerFor[endpoint.method](endpoint.path, () => answerWith(body, init, endpoint.status));

/** `endpoint` answers 204 without a body (e.g. no snippet at all). */
export const empty = (endpoint: Endpoint): HttpHandler =>
  handlerFor[endpoint.method](endpoint.path, () => new HttpResponse(null, { status: 204 }));

/** `endpoint` fails with `status` and `{ error }`, as the bff's error middleware answers (product §8). */
export const fails = (endpoint: Endpoint, status: number, error: CatalogueMessage): HttpHandler =>
  handlerFor[endpoint.method](endpoint.path, () => HttpResponse.json({ error } satisfies ErrorResponse, { status }));

/**
 * Holds the request `requestId` unanswered, as `pending` does, for a handler of msw's own that
 * holds only some requests (a search that is being typed): the screenshot check does not wait for it.
 */
export const hold = async (requestId: string): Promise<never> => {
  held.add(requestId);
  await delay('infinite');
  throw new Error('held requests never answer');
};

/** `endpoint` never answers: the screen stays in its loading (or saving) state. */
export const pending = (endpoint: Endpoint): HttpHandler =>
  handlerFor[endpoint.method](endpoint.path, async ({ requestId }) => {
    held.add(requestId);
    await delay('infinite');
    return new HttpResponse(null);
  });
