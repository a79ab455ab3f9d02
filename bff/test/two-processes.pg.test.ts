import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SESSION_KEY } from './support/app';
import { TestClient } from './support/client';
import { createTestDatabase, type TestDatabase } from './support/db';
import { startServerProcess, type SpawnedServer } from './support/spawn';
import { createUser } from './support/users';
import { endpoints } from '../src/contract/endpoints';

// Issue #2 item 10: nothing per-process, so a session made by one bff works on another.
let database: TestDatabase;
let a: SpawnedServer;
let b: SpawnedServer;

beforeAll(async () => {
  database = await createTestDatabase();
  const env = {
    DATABASE_URL: database.url!,
    SESSION_KEYS: TEST_SESSION_KEY,
    NODE_ENV: 'production',
    MAIL_TO_FILES: '1',
    LOG_LEVEL: 'info',
  };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
});

describe('two bff processes on one PostgreSQL', () => {
  it('share login sessions', async () => {
    const user = await createUser(database.db, { category: 'Internal' });
    const onA = new TestClient(a.url);
    const login = await onA.post(endpoints.login.path, { email: user.email, password: user.password });
    expect(login.status).toBe(200);
    const onB = new TestClient(b.url);
    for (const [k, v] of onA.cookies) onB.cookies.set(k, v);
    const me = await onB.get(endpoints.getUser.path);
    expect(me.status).toBe(200);
    expect(me.json<{ user: { id: string } }>().user.id).toBe(user.id);
    expect((await onB.post(endpoints.logout.path)).status).toBe(200);
    expect((await onA.get(endpoints.getUser.path)).status).toBe(401);
  });

  it('creates no demo accounts in production', async () => {
    expect(await database.db('users').whereIn('email', ['member@example.com', 'internal@example.com'])).toEqual([]);
  });

  it('shuts down gracefully on SIGTERM', async () => {
    const code = await b.stop();
    expect(code).toBe(0);
    expect(b.output()).toMatch(/"msg":"stopped"/);
    expect((await new TestClient(a.url).get('/readyz')).status).toBe(200);
  });
});
