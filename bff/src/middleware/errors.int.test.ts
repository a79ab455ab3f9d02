import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../contract/messages';
import { conflict, HttpError } from '../http/errors';
import { startTestApp, type TestApp } from '../../test/support/app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({
    setup: (app) => {
      const router = new Router();
      router.get('/api/test/boom', () => {
        throw new Error('secret database detail');
      });
      router.get('/api/test/conflict', () => {
        throw conflict('Already there');
      });
      router.get('/api/test/refused', () => {
        throw new HttpError(422, 'Nothing was stored', { details: { problems: [{ record: 2, error: 'Unknown' }] } });
      });
      router.get('/api/test/boom-with-details', () => {
        throw new HttpError(500, 'secret', { details: { problems: ['secret detail'] } });
      });
      router.post('/api/test/echo', (ctx) => {
        ctx.body = { got: ctx.request.body };
      });
      app.use(router.routes());
    },
  });
});
afterAll(() => t.close());

describe('the error middleware', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.client().get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: messages.errors.apiNotFound });
  });

  it('keeps 5xx generic and logs them with the request id', async () => {
    const res = await t.client().get('/api/test/boom', { headers: { 'X-Request-Id': 'req-boom-1' } });
    expect(res.status).toBe(500);
    expect(res.json()).toEqual({ error: messages.errors.internal });
    expect(res.text).not.toContain('secret');
    expect(res.headers.get('x-request-id')).toBe('req-boom-1');
    const logged = t.logs.find((l) => l.level === 50 && l.reqId === 'req-boom-1');
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain('secret database detail');
  });

  it('shows the message of an exposed typed error', async () => {
    const res = await t.client().get('/api/test/conflict');
    expect(res.status).toBe(409);
    expect(res.json()).toEqual({ error: 'Already there' });
  });

  it('answers the details of an exposed error beside its message, and never those of a 5xx', async () => {
    const refused = await t.client().get('/api/test/refused');
    expect(refused.status).toBe(422);
    expect(refused.json()).toEqual({ error: 'Nothing was stored', problems: [{ record: 2, error: 'Unknown' }] });
    const boom = await t.client().get('/api/test/boom-with-details');
    expect(boom.status).toBe(500);
    expect(boom.json()).toEqual({ error: messages.errors.internal });
  });

  it('generates a request id when none (or a bad one) is sent', async () => {
    const res = await t.client().get('/healthz', { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a body over the limit with a JSON 413', async () => {
    const res = await t.client().post('/api/test/echo', { big: 'x'.repeat(3 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.json()).toEqual({ error: messages.errors.payloadTooLarge });
  });

  it('refuses malformed JSON with a JSON 400', async () => {
    const res = await t.client().post('/api/test/echo', '{"oops":');
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error: messages.errors.badJson });
  });

  it('parses a JSON body within the limit', async () => {
    const res = await t.client().post('/api/test/echo', { a: 1 });
    expect(res.json()).toEqual({ got: { a: 1 } });
  });
});
