/** Where "now" comes from, injectable so tests can move time (token expiry, rate windows). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
