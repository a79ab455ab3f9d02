import type { Clock } from '../../src/app-deps';

export interface FakeClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

/** A clock that only moves when told to. */
export const fakeClock = (start: Date = new Date()): FakeClock => {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
    set: (d) => {
      t = d.getTime();
    },
  };
};
