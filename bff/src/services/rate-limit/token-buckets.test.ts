import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../../test/support/clock';
import { HttpError } from '../../http/errors';
import { createTokenBuckets } from './token-buckets';

const refusal = (fn: () => void): HttpError | undefined => {
  try {
    fn();
    return undefined;
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
};

describe('token buckets in the process', () => {
  const rule = { key: 'page-views:ada', limit: 4, windowMs: 2_000 };

  it('admits a burst of `limit`, then refuses with 429 and the seconds until the next token', () => {
    const clock = fakeClock();
    const buckets = createTokenBuckets({ clock });
    for (let n = 0; n < 4; n++) buckets.consume([rule]);
    const refused = refusal(() => buckets.consume([rule], { message: 'slow down' }));
    expect(refused).toMatchObject({ status: 429, message: 'slow down', headers: { 'Retry-After': '1' } });
  });

  it('refills evenly over the window: one token each windowMs / limit', () => {
    const clock = fakeClock();
    const buckets = createTokenBuckets({ clock });
    for (let n = 0; n < 4; n++) buckets.consume([rule]);
    clock.advance(499);
    expect(refusal(() => buckets.consume([rule]))?.status).toBe(429);
    clock.advance(1);
    expect(refusal(() => buckets.consume([rule]))).toBeUndefined();
    expect(refusal(() => buckets.consume([rule]))?.status).toBe(429);
    clock.advance(2_000);
    for (let n = 0; n < 4; n++) buckets.consume([rule]);
  });

  it('starts a bucket full again when the clock is set back past its window', () => {
    const clock = fakeClock();
    const buckets = createTokenBuckets({ clock });
    for (let n = 0; n < 4; n++) buckets.consume([rule]);
    clock.advance(-5_000);
    expect(refusal(() => buckets.consume([rule]))).toBeUndefined();
  });

  it('keeps each key apart', () => {
    const buckets = createTokenBuckets({ clock: fakeClock() });
    for (let n = 0; n < 4; n++) buckets.consume([rule]);
    expect(refusal(() => buckets.consume([{ ...rule, key: 'page-views:bob' }]))).toBeUndefined();
  });

  it('takes from every rule or from none', () => {
    const buckets = createTokenBuckets({ clock: fakeClock() });
    const one = { key: 'a', limit: 1, windowMs: 1_000 };
    const two = { key: 'b', limit: 2, windowMs: 1_000 };
    buckets.consume([one, two]);
    expect(refusal(() => buckets.consume([one, two]))?.status).toBe(429);
    buckets.consume([two]);
    expect(refusal(() => buckets.consume([two]))?.status).toBe(429);
  });

  it('holds at most `capacity` buckets, forgetting the least recently used', () => {
    const buckets = createTokenBuckets({ clock: fakeClock(), capacity: 2 });
    const one = (key: string) => ({ key, limit: 1, windowMs: 60_000 });
    buckets.consume([one('a')]);
    buckets.consume([one('b')]);
    buckets.consume([one('c')]);
    expect(refusal(() => buckets.consume([one('b')]))?.status).toBe(429);
    expect(refusal(() => buckets.consume([one('a')]))).toBeUndefined();
  });
});
