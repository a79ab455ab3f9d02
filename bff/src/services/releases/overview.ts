import type { Knex } from 'knex';
import { REMOTE_AREAS, type RemoteArea } from '../../contract/areas';
import type { BuildHealth, ReleasesOverview } from '../../contract/releases';
import { Release } from '../../models/release';
import { releaseJson } from './release-json';
import { buildHealth } from './signals';

const DAY_MS = 86_400_000;

/**
 * GET /api/releases (issue #26 item 8's screen): every area's live build and canary, and the
 * loads and errors of each build reported since the canary started, or over the last 24 hours
 * without one; the serving builds first (with zeros when nothing was reported yet).
 */
export const releasesOverview = async (db: Knex, now: Date): Promise<ReleasesOverview> => {
  const serving = await Release.query(db).whereIn('state', ['live', 'canary']);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const areas = await Promise.all(
    REMOTE_AREAS.map(async (area: RemoteArea) => {
      const live = serving.find((r) => r.area === area && r.state === 'live');
      const canary = serving.find((r) => r.area === area && r.state === 'canary');
      const reported = await buildHealth(db, { since: canary ? new Date(canary.released_at) : dayAgo, area });
      const first = [canary, live].flatMap((r) => (r ? [r.build_version] : []));
      const builds: BuildHealth[] = first.map((build) => reported.find((h) => h.build === build) ?? { area, build, loads: 0, errors: 0 });
      builds.push(...reported.filter((h) => !builds.includes(h) && !first.includes(h.build)));
      return { area, live: live ? releaseJson(live) : null, canary: canary ? releaseJson(canary) : null, builds };
    }),
  );
  return { areas };
};
