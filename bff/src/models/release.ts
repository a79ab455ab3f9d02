import type { ReleaseActorKind, ReleaseState, RetirementKind, SharedRequirement } from '../contract/releases';
import { BaseModel } from './base';

/** One release of an area's build (issue #26): services/releases/ writes it, the live-release poller reads the serving ones. */
export class Release extends BaseModel {
  static override tableName = 'releases';
  static override jsonAttributes = ['shared', 'exposes', 'reasons'];
  id!: string;
  area!: string;
  manifest_url!: string;
  build_version!: string | null;
  shared!: SharedRequirement[];
  exposes!: string[];
  state!: ReleaseState;
  canary_share!: number | null;
  reasons!: string[];
  released_by_kind!: ReleaseActorKind;
  released_by_name!: string;
  released_at!: Date;
  live_at!: Date | null;
  retired_at!: Date | null;
  retired_by_kind!: ReleaseActorKind | null;
  retired_by_name!: string | null;
  retired_kind!: RetirementKind | null;
  retired_reason!: string | null;
}
