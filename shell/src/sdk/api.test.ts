import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiRequest, apiRequestWithHeaders, getQueryFn } from './api';

const respond = (status: number, body: string, headers: Record<string, string> = {}) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText: 'Status Text', headers }));

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends credentials and the CSRF header, and JSON only when there is a body', async () => {
    const fetchMock = respond(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/x');
    await apiRequest('/api/y', { method: 'POST', body: { a: 1 } });
    const [, get] = fetchMock.mock.calls[0]!;
    const [, post] = fetchMock.mock.calls[1]!;
    expect(get).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(get!.body).toBeUndefined();
    expect(get!.headers).toMatchObject({ 'X-CSRF': '1' });
    expect(get!.headers).not.toHaveProperty('Content-Type');
    expect(post!.headers).toMatchObject({ 'X-CSRF': '1', 'Content-Type': 'application/json' });
    expect(post!.body).toBe('{"a":1}');
  });

  it('turns a non-OK answer into an ApiError with the body error and Retry-After', async () => {
    vi.stubGlobal('fetch', respond(429, '{"error":"Too many"}', { 'Retry-After': '60' }));
    const err = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ message: 'Too many', status: 429, retryAfter: 60 });
  });

  it('falls back to the status text for an empty error body', async () => {
    vi.stubGlobal('fetch', respond(500, ''));
    await expect(apiRequest('/api/x')).rejects.toThrow('Status Text');
  });
});

describe('apiRequestWithHeaders', () => {
  it("gives the answer's headers beside the parsed body", async () => {
    vi.stubGlobal('fetch', respond(200, '[{"id":"a"}]', { 'X-Total-Count': '120', 'X-Next-Cursor': '42' }));
    const { body, headers } = await apiRequestWithHeaders<{ id: string }[]>('/api/list');
    expect(body).toEqual([{ id: 'a' }]);
    expect(headers.get('X-Total-Count')).toBe('120');
    expect(headers.get('X-Next-Cursor')).toBe('42');
  });

  it('keeps the one error rule', async () => {
    vi.stubGlobal('fetch', respond(400, '{"error":"Invalid cursor"}'));
    await expect(apiRequestWithHeaders('/api/list')).rejects.toMatchObject({ message: 'Invalid cursor', status: 400 });
  });
});

describe('apiFetch', () => {
  it('asks for what the caller reads and hands back the OK answer unread', async () => {
    const fetchMock = respond(200, 'data: {}\n\n', { 'Content-Type': 'text/event-stream' });
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    const res = await apiFetch('/api/stream', {
      method: 'POST',
      body: { prompt: 'p' },
      accept: 'text/event-stream',
      signal: controller.signal,
    });
    expect(res.bodyUsed).toBe(false);
    await expect(res.text()).resolves.toBe('data: {}\n\n');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init!.headers).toMatchObject({ Accept: 'text/event-stream', 'X-CSRF': '1', 'Content-Type': 'application/json' });
    expect(init!.signal).toBe(controller.signal);
  });

  it('turns a non-OK answer into an ApiError before any stream is read', async () => {
    vi.stubGlobal('fetch', respond(503, '{"error":"AI explanations are not configured"}'));
    await expect(apiFetch('/api/stream', { accept: 'text/event-stream' })).rejects.toMatchObject({
      message: 'AI explanations are not configured',
      status: 503,
    });
  });
});

describe('getQueryFn', () => {
  const ctx = (key: string[]) => ({ queryKey: key, signal: new AbortController().signal }) as never;

  it('GETs the joined query key', async () => {
    const fetchMock = respond(200, '[1]');
    vi.stubGlobal('fetch', fetchMock);
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api', 'countries']))).resolves.toEqual([1]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/countries');
  });

  it('yields no data on 401 only when asked', async () => {
    vi.stubGlobal('fetch', respond(401, '{"error":"Not authenticated"}'));
    await expect(getQueryFn({ on401: 'returnNull' })(ctx(['/api/user']))).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api/user']))).rejects.toThrow('Not authenticated');
  });
});
