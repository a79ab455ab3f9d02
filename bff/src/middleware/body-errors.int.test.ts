import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/app';
import { messages } from '../contract/messages';
import { api } from '../contract/paths';

// Found by the /api fuzz test (issue #9, item 13): bodies the parser cannot read answered 500.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const send = async (body: string | Buffer, headers: Record<string, string>) => {
  const res = await fetch(t.url + api.login, { method: 'POST', body, headers: { Origin: t.url, 'X-CSRF': '1', 'Content-Type': 'application/json', ...headers } });
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('bodies the parser cannot read', () => {
  it('a gzip Content-Encoding on a body that is not gzip answers 400 JSON, not 500', async () => {
    expect(await send('{"email":"a@b.co","password":"x"}', { 'Content-Encoding': 'gzip' })).toEqual({ status: 400, body: { error: messages.errors.badJson } });
  });

  it('an unknown Content-Encoding answers 415 JSON, not 500', async () => {
    expect(await send('{"email":"a@b.co","password":"x"}', { 'Content-Encoding': 'zstd-nonsense' })).toEqual({ status: 415, body: { error: messages.errors.badJson } });
  });

  it('a __proto__ key answers 400 JSON, not 500', async () => {
    expect(await send('{"__proto__":{"category":"Internal"},"email":"a@b.co","password":"x"}', {})).toEqual({ status: 400, body: { error: messages.errors.badJson } });
  });

  it('a real gzip body is still read', async () => {
    const res = await send(gzipSync('{"email":"nobody@example.com","password":"x"}'), { 'Content-Encoding': 'gzip' });
    expect(res.status).toBe(401);
  });
});
