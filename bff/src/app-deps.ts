import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from './config/config';
import type { Explainer } from './services/ai/explainer';
import type { AnalyticsIngest } from './services/analytics/ingest-buffer';
import type { Outbox } from './services/mail/outbox';
import type { CanaryGuard } from './services/releases/canary-guard';
import type { LiveReleases } from './services/releases/live-releases';
import type { ReleaseSignals } from './services/releases/signals';

/**
 * The bff's time for everything it stores or compares with what it stored: token and session
 * expiry, rate windows, mail back-offs, analytics timestamps and ranges; tests pass a fake one.
 * Elapsed time for logs and the age of in-process caches of files and headers are measured apart
 * (performance.now, Date.now): they never meet a stored time.
 */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** Where the production builds are served from; tests point these at a temp dir. */
export interface StaticDirs {
  shell: string;
  /** mf-<name>/dist keyed by remote directory name, e.g. { 'mf-public': '/…/mf-public/dist' } */
  remotes: Record<string, string>;
}

/**
 * What createApp needs. The outbox and the explainer are interfaces, so tests pass real or
 * loopback ones; the server entry owns their lifecycle (the outbox worker stops on SIGTERM,
 * the analytics buffer is written out).
 */
export interface AppDeps {
  config: Config;
  db: Knex;
  logger: Logger;
  clock: Clock;
  static?: StaticDirs | undefined;
  outbox?: Outbox | undefined;
  explainer?: Explainer | undefined;
  /** The analytics write buffer (issue #13); the server entry flushes it on SIGTERM. Made on first use when absent. */
  analyticsIngest?: AnalyticsIngest | undefined;
  /** The serving releases (issue #26); the server entry reads them before listening and stops the poll on SIGTERM. Made on first use when absent. */
  liveReleases?: LiveReleases | undefined;
  /** The shell's release signals, counted in the process (issue #26 item 6); the server entry writes them out on SIGTERM. Made on first use when absent. */
  releaseSignals?: ReleaseSignals | undefined;
  /** The canary guard (issue #26 item 7); the server entry starts it and stops it on SIGTERM. Made and started with the app when absent. */
  canaryGuard?: CanaryGuard | undefined;
}
