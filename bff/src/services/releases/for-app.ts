import type { AppDeps } from '../../app-deps';
import type { Config } from '../../config/config';
import type { ManifestUrlRules } from '../../contract/remotes';
import { buildFiles } from './build-files';
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
