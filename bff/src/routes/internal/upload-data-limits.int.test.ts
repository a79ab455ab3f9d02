import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/app';
import type { TestClient } from '../../../test/support/client';
import { createUser } from '../../../test/support/users';
import { uploadMessages } from '../../contract/messages';
import { CSRF_HEADER } from '../../contract/paths';
import { endpoints } from '../../contract/endpoints';

// Issue #23 item 7: one upload at a time per process, and a read deadline on its body.
const READ_TIMEOUT_MS = 1_500;
let t: TestApp;
let staff: TestClient;

beforeAll(async () => {
  t = await startTestApp({ env: { UPLOAD_READ_TIMEOUT_MS: String(READ_TIMEOUT_MS) } });
  const user = await createUser(t.db, { category: 'Internal' });
  staff = t.client();
  expect((await staff.post(endpoints.login.path, { email: user.email, password: user.password })).status).toBe(200);
});
afterAll(async () => t?.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * An upload whose body is written by hand: `declared` bytes announced, the body sent as the test
 * says. `answer` resolves with the response (whenever it comes); `closed` when the socket closes.
 */
const handUpload = (declared: number) => {
  const { port } = new URL(t.url);
  const req = http.request({
    host: '127.0.0.1',
    port,
    path: endpoints.uploadData.path,
    method: 'POST',
    agent: false,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(declared),
      Origin: t.url,
      [CSRF_HEADER]: '1',
      Cookie: staff.cookieHeader,
    },
  });
  req.on('error', () => undefined); // the server may close while this side still writes
  const answer = new Promise<Answer>((resolve) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
  });
  const closed = new Promise<void>((resolve) => req.on('socket', (socket) => socket.on('close', () => resolve())));
  req.flushHeaders();
  return { req, answer, closed };
};

/** Past the 16 KB read before routing (middleware/body.ts), a body is the route's to read: 400 records are about 27 KB. */
const LARGE = 400;
const authorsBody = (n = 1) =>
  JSON.stringify({ table: 'authors', data: Array.from({ length: n }, () => ({ id: randomUUID(), name: 'Seneca' })) });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('#23.7 upload: one at a time per process, and a read deadline', () => {
  it('answers a second upload 429 with Retry-After while one is in progress, before reading its body', async () => {
    const body = authorsBody(LARGE);
    const first = handUpload(body.length);
    first.req.write(body.slice(0, 10));
    await sleep(200);
    // Declares 10 MB and sends none of it: the answer cannot wait for the body.
    const second = handUpload(10 * 1024 * 1024);
    const refused = await second.answer;
    expect([refused.status, JSON.parse(refused.body)]).toEqual([429, { error: uploadMessages.busy }]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    second.req.destroy();
    first.req.end(body.slice(10));
    expect((await first.answer).status).toBe(200);
  });

  it('takes the next upload once the one before is answered', async () => {
    expect((await staff.post(endpoints.uploadData.path, JSON.parse(authorsBody()))).status).toBe(200);
    expect((await staff.post(endpoints.uploadData.path, JSON.parse(authorsBody()))).status).toBe(200);
  });

  it('answers 408 to a body that has not arrived within UPLOAD_READ_TIMEOUT_MS, and closes its connection', async () => {
    const body = authorsBody(LARGE);
    const slow = handUpload(body.length);
    const started = Date.now();
    // One byte every half second: the whole would take longer than a minute.
    const trickle = setInterval(() => slow.req.write(' '), 500);
    try {
      const answer = await slow.answer;
      expect([answer.status, JSON.parse(answer.body)]).toEqual([408, { error: uploadMessages.readTimeout }]);
      expect(answer.headers.connection).toBe('close');
      expect(Date.now() - started).toBeGreaterThanOrEqual(READ_TIMEOUT_MS - 100);
      await slow.closed;
    } finally {
      clearInterval(trickle);
    }
    // …and the next upload is taken.
    expect((await staff.post(endpoints.uploadData.path, JSON.parse(authorsBody()))).status).toBe(200);
  });

  it('frees the slot after a refused body too', async () => {
    expect((await staff.post(endpoints.uploadData.path, { table: 'authors', data: [{ id: 'x', name: 'Seneca' }] })).status).toBe(400);
    expect((await staff.post(endpoints.uploadData.path, JSON.parse(authorsBody()))).status).toBe(200);
  });
});
