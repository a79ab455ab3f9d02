/**
 * How long a test's or a story play's findBy… and waitFor wait, not Testing Library's 1 s: the
 * checks run beside other tests, and a busy machine drew some screens later.
 */
export const ASYNC_WAIT_MS = 5_000;
