import type { Endpoint } from '@nextlevel/bff/contract';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** A request the screen made: its method, path (with the query string) and parsed JSON body. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

// One interceptor per worker: component test files share their module graph (vitest.isolation.ts).
const server = setupServer();
const sent: SentRequest[] = [];
server.events.on('request:start', async ({ request }) => {
  const url = new URL(request.url);
  const text = request.method === 'GET' ? '' : await request.clone().text();
  sent.push({ method: request.method, path: url.pathname + url.search, body: text ? (JSON.parse(text) as unknown) : undefined });
});

/**
 * The network of a component test file (issue #25 item 4: the same typed handlers as the stories,
 * `reply`/`fails`/`empty`/`pending` of `@nextlevel/shell/stories`, served in Node by msw). A
 * request no handler answers fails the test. Called once per file by `setupComponentTests`.
 */
export function serveNetworkFake(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    sent.length = 0;
  });
  afterAll(() => server.close());
}

const patternOf = (definition: Pick<Endpoint, 'path'>) => new RegExp(`^${definition.path.replace(/:\w+/g, '[^/]+')}(\\?.*)?$`);

/** What the screen sent so far, all of it or only to `definition` (any of its ids). */
export const sentRequests = (definition?: Pick<Endpoint, 'method' | 'path'>): SentRequest[] =>
  definition ? sent.filter((request) => request.method === definition.method && patternOf(definition).test(request.path)) : [...sent];

/** The JSON body of the n-th request to `definition`. */
export const bodySentTo = (definition: Pick<Endpoint, 'method' | 'path'>, n = 0): unknown => sentRequests(definition)[n]?.body;

/**
 * Answers this test's requests with `handlers` (the typed fakes of `@nextlevel/shell/stories`, or
 * msw's own `http.get(...)` for an answer they do not make); the next test starts with none.
 */
export function fakeNetwork(...handlers: HttpHandler[]): void {
  server.resetHandlers(...handlers);
}
