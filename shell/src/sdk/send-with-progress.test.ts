import { endpoint } from '@nextlevel/bff/contract';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, callApiStream, type PreparedJson } from './api';
import { reply } from './stories/api-handlers';
import { fakeNetwork, sentRequests } from './testing/network';

const countThings = endpoint({
  method: 'POST',
  path: '/api/things/count',
  role: 'any',
  body: v.object({ things: v.array(v.string()) }),
  response: v.object({ count: v.number() }),
});
const explainThing = endpoint({
  method: 'POST',
  path: '/api/things/explain',
  role: 'any',
  body: v.object({ prompt: v.string() }),
  stream: 'text/event-stream',
});
type Things = v.InferInput<typeof countThings.body>;
const prepared = (value: Things) => new Blob([JSON.stringify(value)], { type: 'application/json' }) as PreparedJson<Things>;

afterEach(() => vi.unstubAllGlobals());

describe('callApi with onUploadProgress (XMLHttpRequest)', () => {
  it('sends what apiFetch sends (method, credentials, CSRF header, JSON), reports the progress up to 1, and checks the answer', async () => {
    let headers: Headers | undefined;
    fakeNetwork(
      http.post(countThings.path, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ count: 2 });
      }),
    );
    const progress: number[] = [];
    const answer = await callApi(countThings, { body: prepared({ things: ['a', 'b'] }), onUploadProgress: (f) => progress.push(f) });
    expect(answer).toEqual({ count: 2 });
    expect(sentRequests()).toEqual([{ method: 'POST', path: countThings.path, body: { things: ['a', 'b'] } }]);
    expect([headers?.get('X-CSRF'), headers?.get('Content-Type'), headers?.get('Accept')]).toEqual([
      '1',
      'application/json',
      'application/json',
    ]);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((f) => f > 0 && f <= 1)).toBe(true);
  });

  it('turns a refusal into the ApiError of product §8, keeping its JSON (an upload refusal’s problems) and Retry-After', async () => {
    const refusal = { error: 'Nothing was uploaded: 1 record has problems', problems: [{ record: 2, error: 'Unknown author id' }] };
    fakeNetwork(http.post(countThings.path, () => HttpResponse.json(refusal, { status: 422, headers: { 'Retry-After': '5' } })));
    const err = await callApi(countThings, { body: { things: ['a'] }, onUploadProgress: () => {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ message: refusal.error, status: 422, retryAfter: 5, body: refusal });
  });

  it('fails as fetch does: a TypeError when the network fails, the AbortError when aborted', async () => {
    fakeNetwork(http.post(countThings.path, () => HttpResponse.error()));
    await expect(callApi(countThings, { body: { things: [] }, onUploadProgress: () => {} })).rejects.toBeInstanceOf(TypeError);
    fakeNetwork(http.post(countThings.path, () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const call = callApi(countThings, { body: { things: [] }, onUploadProgress: () => {}, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('uses no XMLHttpRequest unless the progress is asked for', async () => {
    const xhr = vi.fn();
    vi.stubGlobal('XMLHttpRequest', xhr);
    fakeNetwork(reply(countThings, { count: 1 }));
    await expect(callApi(countThings, { body: { things: ['a'] } })).resolves.toEqual({ count: 1 });
    expect(xhr).not.toHaveBeenCalled();
  });
});

describe('callApiStream', () => {
  it("posts the definition's body asking for its stream, and hands back the OK answer unread", async () => {
    let accept: string | null = null;
    fakeNetwork(
      http.post(explainThing.path, ({ request }) => {
        accept = request.headers.get('Accept');
        return new HttpResponse('event: done\ndata: {}\n\n', { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    const res = await callApiStream(explainThing, { body: { prompt: 'Explain' } });
    expect(res.bodyUsed).toBe(false);
    await expect(res.text()).resolves.toBe('event: done\ndata: {}\n\n');
    expect(accept).toBe('text/event-stream');
    expect(sentRequests()).toEqual([{ method: 'POST', path: explainThing.path, body: { prompt: 'Explain' } }]);
  });
});
