import type { AppDeps } from '../../app-deps';
import type { Config } from '../../config/config';
import type { ManifestUrlRules } from '../../contract/remotes';
import { buildFiles } from './build-files';
import { createCanaryGuard, type CanaryGuard } from './canary-guard';
import { createReleaseSignals, type ReleaseSignals } from './signals';
import { createLiveReleases, type LiveReleases } from './live-releases';
import { createReleaseService, type ReleaseService } from './releases';
import { shellVersionsFrom } from './shell-versions';

/** Where a manifest may be served from (contract/remotes.ts): plain http to this machine only outside production. */
export const manifestUrlRules = (config: Config): ManifestUrlRules => ({ loopbackHttp: !config.isProduction });

/** The serving releases of this app's database, polled every RELEASES_POLL_MS once started. */
export const createLiveReleasesFor = ({ db, logger, config, static: dirs }: Pick<AppDeps, 'db' | 'logger' | 'config' | 'static'>) =>
  createLiveReleases({
    db,
    logger,
    rules: manifestUrlRules(config),
    pollMs: config.releases.pollMs,
    shellVersions: shellVersionsFrom(dirs),
  });

const made = new WeakMap<AppDeps, LiveReleases>();

/**
 * The app's one live-release map: the server's (`deps.liveReleases`, read before it listens and
 * stopped on SIGTERM), or one made and started for these deps on first use (tests, benches).
 */
export const liveReleasesFor = (deps: AppDeps): LiveReleases => {
  if (deps.liveReleases) return deps.liveReleases;
  let live = made.get(deps);
  if (!live) {
    live = createLiveReleasesFor(deps);
    live.start();
    made.set(deps, live);
  }
  return live;
};

/** Releases for this app (or the CLI: `live` absent, the servers poll the change). */
export const releaseServiceFor = (
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'static'>,
  live?: Pick<LiveReleases, 'refresh'>,
): ReleaseService =>
  createReleaseService({
    db: deps.db,
    clock: deps.clock,
    files: buildFiles({ dirs: deps.static, publicUrl: deps.config.publicUrl, timeoutMs: deps.config.releases.checkTimeoutMs }),
    shellVersions: shellVersionsFrom(deps.static),
    rules: manifestUrlRules(deps.config),
    publicUrl: deps.config.publicUrl,
    live,
  });

/** How often the counted release signals are written (decision 028). */
export const RELEASE_SIGNALS_FLUSH_MS = 1000;

/** The release signals' counts for this app's database, written every second once started. */
export const createReleaseSignalsFor = ({ db, logger }: Pick<AppDeps, 'db' | 'logger'>): ReleaseSignals =>
  createReleaseSignals({ db, logger, flushMs: RELEASE_SIGNALS_FLUSH_MS });

const signalsMade = new WeakMap<AppDeps, ReleaseSignals>();

/** The app's one release-signal counter: the server's (`deps.releaseSignals`, written out on SIGTERM), or one made and started on first use. */
export const releaseSignalsFor = (deps: AppDeps): ReleaseSignals => {
  if (deps.releaseSignals) return deps.releaseSignals;
  let signals = signalsMade.get(deps);
  if (!signals) {
    signals = createReleaseSignalsFor(deps);
    signals.start();
    signalsMade.set(deps, signals);
  }
  return signals;
};

/** The canary guard of this app (CANARY_* settings), retiring through this app's release service so its map changes at once. */
export const createCanaryGuardFor = (deps: AppDeps, signals: ReleaseSignals, live: Pick<LiveReleases, 'refresh'>): CanaryGuard =>
  createCanaryGuard({
    db: deps.db,
    logger: deps.logger,
    releases: releaseServiceFor(deps, live),
    rule: { minLoads: deps.config.releases.canaryMinLoads, margin: deps.config.releases.canaryMaxErrorRateMargin },
    intervalMs: deps.config.releases.canaryCheckMs,
    signals,
  });

const guardsMade = new WeakMap<AppDeps, CanaryGuard>();

/** The app's one canary guard: the server's (`deps.canaryGuard`, stopped on SIGTERM), or one made and started on first use. */
export const canaryGuardFor = (deps: AppDeps): CanaryGuard => {
  if (deps.canaryGuard) return deps.canaryGuard;
  let guard = guardsMade.get(deps);
  if (!guard) {
    guard = createCanaryGuardFor(deps, releaseSignalsFor(deps), liveReleasesFor(deps));
    guard.start();
    guardsMade.set(deps, guard);
  }
  return guard;
};
