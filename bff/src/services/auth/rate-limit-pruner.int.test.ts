import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClock } from '../../../test/support/clock';
import { createTestDatabase, type TestDatabase } from '../../../test/support/db';
import { createRateLimitPruner } from './rate-limit-pruner';
import { createRateLimiter } from './rate-limiter';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db('auth_rate_limits').delete();
});
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const keys = async () => (await database.db('auth_rate_limits').select('key').orderBy('key')).map((r: { key: string }) => r.key);

describe('rate-limit pruner', () => {
  it('rate-limit windows pruned on a timer, not inside requests: finished windows go at the next tick, live ones stay', async () => {
    // Only the interval timer is faked: knex and the database keep their real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const clock = fakeClock(new Date('2026-01-01T00:00:00Z'));
    const limiter = createRateLimiter({ db: database.db, clock });
    await limiter.consume([{ key: 'old', limit: 5, windowMs: 15 * MINUTE }]);
    clock.advance(2 * DAY);
    // Requests no longer sweep: many hits later the finished window is still there.
    for (let i = 0; i < 120; i += 1) await (await limiter.consume([{ key: 'live', limit: 5, windowMs: 15 * MINUTE }])).release();
    expect(await keys()).toEqual(['live', 'old']);

    const pruner = createRateLimitPruner({
      db: database.db,
      clock,
      logger: pino({ level: 'silent' }),
      intervalMs: 10 * MINUTE,
      keepMs: DAY,
    });
    pruner.start();
    try {
      vi.advanceTimersByTime(10 * MINUTE - 1);
      await new Promise((resolve) => setImmediate(resolve));
      expect(await keys()).toEqual(['live', 'old']);
      vi.advanceTimersByTime(1);
      await vi.waitFor(async () => expect(await keys()).toEqual(['live']), { timeout: 5_000 });
    } finally {
      await pruner.stop();
    }
    // Stopped: later ticks do nothing.
    await limiter.consume([{ key: 'older', limit: 5, windowMs: 15 * MINUTE }]);
    clock.advance(2 * DAY);
    vi.advanceTimersByTime(60 * MINUTE);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await keys()).toEqual(['live', 'older']);
  });
});
