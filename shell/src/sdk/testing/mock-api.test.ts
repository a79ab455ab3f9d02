import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, sentBody } from './mock-api';

afterEach(() => vi.unstubAllGlobals());

describe('mockApi', () => {
  it('answers by "METHOD /path" with JSON, status and headers', async () => {
    mockApi({
      'GET /api/countries': { body: [{ id: 'c1' }] },
      'POST /api/login': { status: 429, body: { message: 'Slow down' }, headers: { 'Retry-After': '7' } },
    });
    const list = await fetch('/api/countries?x=1');
    expect(await list.json()).toEqual([{ id: 'c1' }]);
    const refused = await fetch('/api/login', { method: 'POST' });
    expect([refused.status, refused.headers.get('Retry-After'), await refused.json()]).toEqual([429, '7', { message: 'Slow down' }]);
  });

  it('lets a handler read the request, and sends a raw text body as is', async () => {
    mockApi({ 'GET /api/verify-email': (url) => ({ text: `token=${url.searchParams.get('token')}` }) });
    expect(await (await fetch('/api/verify-email?token=abc')).text()).toBe('token=abc');
  });

  it('fails loudly on a request it does not know', async () => {
    mockApi({});
    await expect(fetch('/api/user')).rejects.toThrow('Unexpected request GET /api/user');
  });

  it('gives back the JSON body of the n-th call to a route', async () => {
    const fetchMock = mockApi({ 'POST /api/register': { status: 201 } });
    await fetch('/api/register', { method: 'POST', body: JSON.stringify({ n: 1 }) });
    await fetch('/api/register', { method: 'POST', body: JSON.stringify({ n: 2 }) });
    expect([
      sentBody(fetchMock, 'POST /api/register'),
      sentBody(fetchMock, 'POST /api/register', 1),
      sentBody(fetchMock, 'GET /api/user'),
    ]).toEqual([{ n: 1 }, { n: 2 }, undefined]);
  });
});
