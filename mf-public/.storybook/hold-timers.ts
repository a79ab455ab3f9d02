import type { ScreenStory } from '@nextlevel/shell/stories';

/**
 * A story's `beforeEach`: while the story is open, a timer of exactly `ms` never fires. Some states
 * last a set time and then leave (Email Verified! for 2 s before the redirect, the contact form's
 * 1 s Submitting...); holding that one timer keeps the state on screen for the designer and for
 * the check's screenshot, which would otherwise race it. Other timers run as usual.
 */
export const holdTimersOf =
  (...held: number[]): NonNullable<ScreenStory['beforeEach']> =>
  () => {
    const original = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) =>
      held.includes(timeout ?? 0) ? 0 : original(handler, timeout, ...args)) as typeof window.setTimeout;
    return () => {
      window.setTimeout = original;
    };
  };
