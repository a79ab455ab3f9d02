import { getInstance } from '@module-federation/enhanced/runtime';
import { containerName, type RemoteArea } from '@nextlevel/bff/contract';

/** What Module Federation writes when a build stamped no version (our remotes stamp one: tooling/rspack build-version.ts). */
const NO_VERSION = 'UNKNOWN';
/** How long a page view waits for its area's manifest while the area is still loading. */
export const BUILD_WAIT_MS = 2_000;
const POLL_MS = 50;

interface ManifestLike {
  name?: string;
  metaData?: { buildInfo?: { buildVersion?: string } };
}

/** The parts of the Module Federation runtime read here (typed in its SnapshotHandler and Options). */
export interface FederationLike {
  options: { remotes: { name: string; entry?: string }[] };
  snapshotHandler: { manifestCache: Map<string, ManifestLike> };
}

/** The manifest the runtime loaded for an area's remote: the one of its registered entry, else the latest of that name. */
export const loadedManifest = (federation: FederationLike, area: RemoteArea): ManifestLike | undefined => {
  const name = containerName(area);
  const cache = federation.snapshotHandler.manifestCache;
  const entry = federation.options.remotes.find((r) => r.name === name)?.entry;
  if (entry && cache.has(entry)) return cache.get(entry);
  return [...cache.values()].reverse().find((m) => m.name === name);
};

const versionOf = (manifest: ManifestLike): string | null => {
  const version = manifest.metaData?.buildInfo?.buildVersion;
  return version && version !== NO_VERSION ? version : null;
};

/**
 * The build of the remote that renders an area's pages, from the mf-manifest.json the shell
 * loaded for it (issue #13: each page view says which build served it). The entry page view is
 * often recorded while its area is still loading, so a missing manifest is waited for, up to
 * BUILD_WAIT_MS; an area that never loads for this visitor (a Member on /internal sees Access
 * denied) then has no build, and neither has a page without the runtime (tests, a remote alone).
 */
export const createBuildOf =
  (federation: FederationLike | null = getInstance() as unknown as FederationLike | null, waitMs = BUILD_WAIT_MS) =>
  async (area: RemoteArea): Promise<string | null> => {
    if (!federation) return null;
    const deadline = Date.now() + waitMs;
    for (;;) {
      const manifest = loadedManifest(federation, area);
      if (manifest) return versionOf(manifest);
      if (Date.now() >= deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
