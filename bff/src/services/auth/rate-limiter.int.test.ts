import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeClock } from '../../../test/support/clock';
import { createTestDatabase, type TestDatabase } from '../../../test/support/db';
import { HttpError } from '../../http/errors';
import { createRateLimiter } from './rate-limiter';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db('auth_rate_limits').delete();
});

const MINUTE = 60_000;
const rule = (limit = 3) => ({ key: 'login:ip:192.0.2.1', limit, windowMs: 15 * MINUTE });

describe('rate limiter (auth_rate_limits)', () => {
  it('allows `limit` hits per window, then throws 429 with the seconds left as Retry-After', async () => {
    const clock = fakeClock(new Date('2026-01-01T00:00:00Z'));
    const limiter = createRateLimiter({ db: database.db, clock });
    for (let i = 0; i < 3; i += 1) await limiter.consume([rule()]);
    clock.advance(5 * MINUTE);
    const error = (await limiter.consume([rule()]).catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(429);
    expect(error.headers['Retry-After']).toBe(String(10 * 60));
    clock.advance(10 * MINUTE);
    await expect(limiter.consume([rule()])).resolves.toBeUndefined();
  });

  it('counts concurrent hits exactly (one atomic upsert each)', async () => {
    const limiter = createRateLimiter({ db: database.db, clock: fakeClock() });
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => limiter.consume([rule(5)])));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await database.db('auth_rate_limits').first('hits')).toEqual({ hits: 8 });
  });

  it('prunes windows that ended long ago and keeps live ones', async () => {
    const clock = fakeClock(new Date('2026-01-01T00:00:00Z'));
    const limiter = createRateLimiter({ db: database.db, clock });
    await limiter.consume([{ ...rule(), key: 'old' }]);
    clock.advance(2 * 24 * 60 * MINUTE);
    await limiter.consume([{ ...rule(), key: 'live' }]);
    expect(await limiter.prune(24 * 60 * MINUTE)).toBe(1);
    expect((await database.db('auth_rate_limits').select('key')).map((r: { key: string }) => r.key)).toEqual(['live']);
  });
});
