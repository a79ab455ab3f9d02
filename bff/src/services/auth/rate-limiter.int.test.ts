import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeClock } from '../../../test/support/clock';
import { createTestDatabase, type TestDatabase } from '../../../test/support/db';
import { messages } from '../../contract/messages';
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
    await expect(limiter.consume([rule()])).resolves.toHaveProperty('release');
  });

  it("words the 429 with the message the caller gives, the account actions' one by default", async () => {
    const limiter = createRateLimiter({ db: database.db, clock: fakeClock() });
    await limiter.consume([rule(1)]);
    const plain = (await limiter.consume([rule(1)]).catch((e: unknown) => e)) as HttpError;
    expect(plain.message).toBe(messages.auth.tooManyRequests);
    const worded = (await limiter.consume([rule(1)], { message: messages.errors.aiTooMany }).catch((e: unknown) => e)) as HttpError;
    expect(worded).toMatchObject({ status: 429, message: messages.errors.aiTooMany });
  });

  it('counts concurrent hits exactly (one atomic upsert each); refused hits are not counted', async () => {
    const limiter = createRateLimiter({ db: database.db, clock: fakeClock() });
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => limiter.consume([rule(5)])));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await database.db('auth_rate_limits').first('hits')).toEqual({ hits: 5 });
  });

  it('a refused request is not counted against the other rules', async () => {
    const limiter = createRateLimiter({ db: database.db, clock: fakeClock() });
    const full = { key: 'a:full', limit: 1, windowMs: 15 * MINUTE };
    const other = { key: 'b:other', limit: 10, windowMs: 15 * MINUTE };
    await limiter.consume([full]);
    for (let i = 0; i < 3; i += 1) await expect(limiter.consume([other, full])).rejects.toMatchObject({ status: 429 });
    expect(await database.db('auth_rate_limits').where({ key: 'b:other' }).first()).toBeUndefined();
    await limiter.consume([other]);
    expect(await database.db('auth_rate_limits').where({ key: 'b:other' }).first('hits')).toEqual({ hits: 1 });
  });

  it('Retry-After is the longest wait of the rules that refuse', async () => {
    const clock = fakeClock(new Date('2026-01-01T00:00:00Z'));
    const limiter = createRateLimiter({ db: database.db, clock });
    await limiter.consume([{ key: 'short', limit: 1, windowMs: 5 * MINUTE }]);
    await limiter.consume([{ key: 'long', limit: 1, windowMs: 60 * MINUTE }]);
    const error = (await limiter
      .consume([
        { key: 'short', limit: 1, windowMs: 5 * MINUTE },
        { key: 'long', limit: 1, windowMs: 60 * MINUTE },
      ])
      .catch((e: unknown) => e)) as HttpError;
    expect(error.headers['Retry-After']).toBe(String(60 * 60));
  });

  it('a released reservation gives its hits back, so only failures stay counted', async () => {
    const limiter = createRateLimiter({ db: database.db, clock: fakeClock() });
    for (let i = 0; i < 10; i += 1) await (await limiter.consume([rule(2)])).release();
    expect(await database.db('auth_rate_limits').first('hits')).toEqual({ hits: 0 });
    await limiter.consume([rule(2)]);
    await limiter.consume([rule(2)]);
    await expect(limiter.consume([rule(2)])).rejects.toMatchObject({ status: 429 });
  });

  it('tryConsume answers undefined instead of a 429 and counts nothing when a rule is at its limit', async () => {
    const limiter = createRateLimiter({ db: database.db, clock: fakeClock() });
    const other = { key: 'b:other', limit: 10, windowMs: 15 * MINUTE };
    expect(await limiter.tryConsume([rule(1), other])).toHaveProperty('release');
    expect(await limiter.tryConsume([rule(1), other])).toBeUndefined();
    expect(await database.db('auth_rate_limits').where({ key: 'b:other' }).first('hits')).toEqual({ hits: 1 });
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
