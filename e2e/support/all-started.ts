/**
 * Awaits things started side by side (a server, a browser) like Promise.all, but fails only once
 * every one has settled: each one that did start has been kept (by its caller) for the clean-up,
 * and nothing is still starting when that runs.
 */
export async function allStarted(starting: readonly Promise<unknown>[]): Promise<void> {
  const failure = (await Promise.allSettled(starting)).find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
}
