import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../contract/messages';
import { startTestApp, type TestApp } from '../../test/support/app';
import { endpoints } from '../contract/endpoints';
import { pathFor } from '../contract/endpoint';

let t: TestApp;
const endPath = pathFor(endpoints.endVisit, { id: '8a6e0804-2bd0-4672-b79d-d97027f0daef' });

beforeAll(async () => {
  t = await startTestApp({
    setup: (app) => {
      const router = new Router();
      router.post('/api/test/mutate', (ctx) => {
        ctx.body = { ok: true, body: ctx.request.body ?? null };
      });
      app.use(router.routes());
    },
  });
});
afterAll(() => t.close());

describe('the CSRF guard', () => {
  it('lets the API client through (same origin, JSON, X-CSRF)', async () => {
    const res = await t.client().post('/api/test/mutate', { a: 1 });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ ok: true, body: { a: 1 } });
  });

  it('accepts a body-less POST from the API client', async () => {
    expect((await t.client().post('/api/test/mutate')).status).toBe(200);
  });

  it('refuses a cross-origin POST', async () => {
    const res = await t.client().post('/api/test/mutate', { a: 1 }, { headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(res.json()).toEqual({ error: messages.errors.csrf });
  });

  it('refuses a cross-site POST without Origin', async () => {
    const res = await t
      .client()
      .post('/api/test/mutate', { a: 1 }, { bare: true, headers: { 'Sec-Fetch-Site': 'cross-site', 'X-CSRF': '1' } });
    expect(res.status).toBe(403);
  });

  it('refuses a same-origin POST without the X-CSRF header', async () => {
    const res = await t.client().post('/api/test/mutate', { a: 1 }, { bare: true, headers: { Origin: t.url } });
    expect(res.status).toBe(403);
    expect(res.json()).toEqual({ error: messages.errors.csrf });
  });

  it('refuses a form-encoded body even with the header', async () => {
    const res = await t.client().post('/api/test/mutate', 'a=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(403);
  });

  it('accepts the sendBeacon that ends an analytics session from the site’s own origin (PUBLIC_URL)', async () => {
    const res = await t.client().post(endPath, JSON.stringify({ exitPage: '/members', totalDuration: '12' }), {
      bare: true,
      headers: { Origin: t.config.publicUrl, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'text/plain;charset=UTF-8' },
    });
    // Past the guard, the route's own role check answers (routes/analytics/recording.int.test.ts signs in).
    expect(res.status).toBe(401);
  });

  it('refuses a cross-origin beacon', async () => {
    const res = await t
      .client()
      .post(endPath, '{}', { bare: true, headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' } });
    expect(res.status).toBe(403);
  });

  it('leaves GET alone', async () => {
    expect((await t.client().get('/api/countries', { bare: true, headers: { Origin: 'https://evil.example' } })).status).toBe(200);
  });
});
