import { describe, expect, it } from 'vitest';
import { batched } from './batched';

/** A batch runner that records each batch and answers when `release` is called. */
const recorder = () => {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const run = (items: number[]) =>
    new Promise<string[]>((resolve) => {
      batches.push(items);
      pending.push(() => resolve(items.map((n) => `answer ${n}`)));
    });
  const releaseAll = () => pending.splice(0).forEach((release) => release());
  return { batches, run, releaseAll };
};

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batched', () => {
  it('sends the loads asked for in one turn as one batch, and answers each its own', async () => {
    const r = recorder();
    const load = batched(r.run, { maxInFlight: 2, maxSize: 10 });
    const answers = Promise.all([load(1), load(2), load(3)]);
    await turn();
    expect(r.batches).toEqual([[1, 2, 3]]);
    r.releaseAll();
    expect(await answers).toEqual(['answer 1', 'answer 2', 'answer 3']);
  });

  it('sends a lone load on the next turn, without waiting for others', async () => {
    const r = recorder();
    const load = batched(r.run, { maxInFlight: 1, maxSize: 10 });
    const answer = load(7);
    await turn();
    r.releaseAll();
    expect(await answer).toBe('answer 7');
  });

  it('runs at most maxInFlight batches; loads asked for meanwhile go together once one ends', async () => {
    const r = recorder();
    const load = batched(r.run, { maxInFlight: 1, maxSize: 10 });
    const first = load(1);
    await turn();
    const later = Promise.all([load(2), load(3)]);
    await turn();
    await turn();
    expect(r.batches).toEqual([[1]]);
    r.releaseAll();
    await first;
    await turn();
    expect(r.batches).toEqual([[1], [2, 3]]);
    r.releaseAll();
    expect(await later).toEqual(['answer 2', 'answer 3']);
  });

  it('splits a queue longer than maxSize, up to maxInFlight batches at once', async () => {
    const r = recorder();
    const load = batched(r.run, { maxInFlight: 2, maxSize: 2 });
    const answers = Promise.all([1, 2, 3, 4, 5].map((n) => load(n)));
    await turn();
    expect(r.batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    r.releaseAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await turn();
    expect(r.batches).toEqual([[1, 2], [3, 4], [5]]);
    r.releaseAll();
    expect(await answers).toEqual([1, 2, 3, 4, 5].map((n) => `answer ${n}`));
  });

  it("fails only the failed batch's loads; the next batch runs", async () => {
    let calls = 0;
    const load = batched(
      async (items: number[]) => {
        calls += 1;
        if (calls === 1) throw new Error('connection lost');
        return items.map((n) => n * 10);
      },
      { maxInFlight: 1, maxSize: 10 },
    );
    const failed = Promise.allSettled([load(1), load(2)]);
    expect((await failed).map((s) => s.status)).toEqual(['rejected', 'rejected']);
    expect(await load(3)).toBe(30);
  });
});
