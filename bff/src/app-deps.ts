import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from './config/config';

/** The time source; tests pass a fake one (token and session expiry). */
export interface Clock { now(): Date }
export const systemClock: Clock = { now: () => new Date() };

/** A background job the app owns and must stop on shutdown (the mail outbox worker). */
export interface BackgroundWorker { stop(): Promise<void> }

/** Where the production builds are served from; tests point these at a temp dir. */
export interface StaticDirs {
  shell: string;
  /** mf-<name>/dist keyed by remote directory name, e.g. { 'mf-public': '/…/mf-public/dist' } */
  remotes: Record<string, string>;
}

/**
 * What createApp needs. The mail and AI services come from their own modules and are typed
 * loosely here so route modules can narrow them; tests pass real or loopback ones.
 */
export interface AppDeps {
  config: Config;
  db: Knex;
  logger: Logger;
  clock: Clock;
  static?: StaticDirs | undefined;
  mailer?: unknown;
  explainer?: unknown;
  outboxWorker?: BackgroundWorker | undefined;
}
