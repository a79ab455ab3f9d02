import { formatRate } from '../../lib/format-rate';
import { areas, type BuildHealth, type Release, type ReleaseActor, type RemoteArea } from '@nextlevel/bff/contract';

/** An ISO timestamp as "2026-11-03 14:05 UTC" (as the analytics tables write it). */
export const formatMoment = (iso: string): string => `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** A count with thousands separators. */
export const formatCount = (n: number): string => n.toLocaleString('en');

/** "members" as "Members". */
export const areaName = (area: RemoteArea): string => area.charAt(0).toUpperCase() + area.slice(1);

/** The area's package and title, under its name: "mf-members · Member Portal". */
export const areaDescription = (area: RemoteArea): string => `${areas[area].pkg} · ${areas[area].title}`;

/** A build as the manifest names it; a build released without a version is named by its manifest. */
export const buildName = (release: Pick<Release, 'build_version' | 'manifest'>): string =>
  release.build_version ?? `unversioned (${release.manifest})`;

/** A build in the loads and errors, which the shell reports without one when the area failed before its manifest loaded. */
export const NO_BUILD = 'No build reported';

/** Who did something to a release, in words. */
export function actorText({ kind, name }: ReleaseActor): string {
  switch (kind) {
    case 'deploy-token':
      return `the ${name} deploy token`;
    case 'user':
      return name;
    case 'cli':
      return `${name} (CLI)`;
    case 'bff':
      return `NextLevel, automatically (${name})`;
  }
}

/** errors / loads as a percent with one decimal ("2.5%", "<0.1%"); "—" with no loads. */
export const errorRate = ({ loads, errors }: Pick<BuildHealth, 'loads' | 'errors'>): string => formatRate(errors, loads);

/** A release's state, with a canary's share. */
export const stateText = (release: Release): string => {
  switch (release.state) {
    case 'live':
      return 'Live';
    case 'canary':
      return `Canary, ${release.canary?.share ?? 0}%`;
    case 'retired':
      return release.retired?.kind === 'rolled-back' ? 'Rolled back' : 'Retired';
    case 'refused':
      return 'Refused';
  }
};

/**
 * The build a rollback without `to` returns to, as the bff chooses it (releases newest first): a
 * running canary's live build; else the newest build that was live before the current one and was
 * not rolled back from. Undefined: the remotes map's own entry.
 */
export function rollbackTarget(live: Release | null, canary: Release | null, history: readonly Release[]): Release | undefined {
  if (canary) return live ?? undefined;
  return history.find((r) => r.id !== live?.id && r.state === 'retired' && r.live_at !== null && r.retired?.kind !== 'rolled-back');
}
