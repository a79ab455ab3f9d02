import type { RemoteArea } from '../../contract/areas';
import type { Release as ReleaseJson, ReleaseActor } from '../../contract/releases';
import type { Release } from '../../models/release';

const iso = (at: Date | string) => new Date(at).toISOString();

/** A stored release as the routes answer it (contract/releases.ts). */
export const releaseJson = (row: Release): ReleaseJson => ({
  id: row.id,
  area: row.area as RemoteArea,
  manifest: row.manifest_url,
  build_version: row.build_version,
  shared: row.shared,
  exposes: row.exposes,
  released_by: { kind: row.released_by_kind, name: row.released_by_name },
  released_at: iso(row.released_at),
  state: row.state,
  canary: row.canary_share === null ? null : { share: row.canary_share },
  reasons: row.reasons,
  live_at: row.live_at ? iso(row.live_at) : null,
  retired:
    row.retired_at && row.retired_kind && row.retired_by_kind
      ? {
          at: iso(row.retired_at),
          by: { kind: row.retired_by_kind, name: row.retired_by_name ?? '' },
          kind: row.retired_kind,
          reason: row.retired_reason,
        }
      : null,
});

/** The columns that say who did something. */
export const releasedBy = (actor: ReleaseActor) => ({ released_by_kind: actor.kind, released_by_name: actor.name });
