declare const scheduler: { yield?: () => Promise<void> } | undefined;

/**
 * Resolves in a later task, so the work after it does not lengthen the current one (issue #24.16:
 * Lighthouse counts every task over 50 ms). A message, not a timer: timers wait a second in a background tab.
 */
export function yieldToMain(): Promise<void> {
  if (typeof scheduler !== 'undefined' && scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
