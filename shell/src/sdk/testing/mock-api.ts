import { vi } from 'vitest';

export interface Reply {
  status?: number;
  /** Sent as JSON; use `text` for a raw body. */
  body?: unknown;
  text?: string;
  headers?: Record<string, string>;
}
/** A fixed answer, or a function of the request that makes one. */
export type Handler = Reply | ((url: URL, init: RequestInit | undefined) => Reply | Promise<Reply>);

/** A request that never answers, to hold a screen in its pending state. */
export const never = (): Promise<Reply> => new Promise(() => {});

/**
 * Stubs `fetch` at the network boundary with answers keyed by "METHOD /path", so the real
 * shell API client and auth store run in the test. Unknown requests fail the test loudly.
 */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request ${key}`);
    const reply = typeof route === 'function' ? await route(url, init) : route;
    const body = reply.text ?? (reply.body === undefined ? null : JSON.stringify(reply.body));
    return new Response(body, {
      status: reply.status ?? 200,
      statusText: 'Status Text',
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body the screen sent with its n-th call to `key`. */
export function sentBody(fetchMock: ReturnType<typeof mockApi>, key: string, n = 0): unknown {
  const calls = fetchMock.mock.calls.filter(
    ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key,
  );
  const init = calls[n]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
