/** How long reset and resend requests take at least, whatever happens behind them. */
export const DEFAULT_RESPONSE_FLOOR_MS = 250;

/**
 * Runs `work`, then waits out the rest of `floorMs`. An existing address costs a token, an
 * UPDATE and an outbox row; an unknown one costs a lookup. The floor hides that difference
 * (tens of milliseconds on a busy machine) from anyone probing for accounts (issue #4).
 */
export const withResponseFloor = async <T>(floorMs: number, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await work();
  const rest = floorMs - (performance.now() - started);
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  return result;
};
