import type { Knex } from 'knex';
import * as v from 'valibot';
import { areas, containerName, type RemoteArea } from '../../contract/areas';
import type { SharedRequirement } from '../../contract/releases';
import { AREA_ROUTES_MODULE, isManifestUrl, remotesFileProblems, type ManifestUrlRules } from '../../contract/remotes';
import { sharedConflicts } from '../../contract/shared-versions';
import { Release } from '../../models/release';
import type { BuildFiles } from './build-files';
import { assetBase, exposesOf, filesOf, manifestProblems, mfManifestSchema, sharedOf } from './manifest';
import { SHELL_VERSIONS_UNKNOWN, type ShellVersions } from './shell-versions';

/** Missing files named one by one, up to this many; the rest are counted. */
const FILES_NAMED = 20;

/** What a checked build is, as far as its manifest could be read, and every check it failed. */
export interface CheckedBuild {
  reasons: string[];
  buildVersion: string | null;
  shared: SharedRequirement[];
  exposes: string[];
}

export interface BuildCheckDeps {
  db: Knex;
  files: BuildFiles;
  shellVersions: ShellVersions;
  rules: ManifestUrlRules;
  publicUrl: string;
}

/** A build's shared ranges against the served shell's versions: what a release, a rollback and the shell's own release check. */
export const shellConflicts = async (
  area: RemoteArea,
  shared: readonly SharedRequirement[],
  shellVersions: ShellVersions,
): Promise<string[]> => {
  const provided = await shellVersions();
  if (!provided) return [SHELL_VERSIONS_UNKNOWN];
  const needs = shared.filter((s) => s.singleton).map((s) => ({ name: s.name, requiredVersion: s.required_version }));
  return sharedConflicts(areas[area].pkg, needs, provided);
};

/**
 * Every check of issue #26 item 3 on a build offered for `area`, all run and all reported: its
 * manifest URL may be served, the manifest answers and is a Module Federation manifest, its name is
 * the area's container and it exposes what the shell loads, every file it lists answers 200 from
 * the manifest's origin, its shared singletons fit the shell, and its folder was never released
 * with another build (release folders are immutable, item 4).
 */
export const checkBuild = async (deps: BuildCheckDeps, area: RemoteArea, manifest: string): Promise<CheckedBuild> => {
  const unread: CheckedBuild = { reasons: [], buildVersion: null, shared: [], exposes: [] };
  if (!isManifestUrl(manifest, deps.rules)) return { ...unread, reasons: [`the manifest URL ${remotesFileProblems.manifestUrl}`] };
  const url = new URL(manifest, deps.publicUrl);

  const fetched = await deps.files.read(url);
  if ('problem' in fetched) return { ...unread, reasons: [`the manifest ${url.href} ${fetched.problem}`] };
  let json: unknown;
  try {
    json = JSON.parse(fetched.text);
  } catch {
    return { ...unread, reasons: [`the manifest ${url.href} is not JSON`] };
  }
  const parsed = v.safeParse(mfManifestSchema, json);
  if (!parsed.success)
    return { ...unread, reasons: [`the manifest is not a Module Federation manifest: ${manifestProblems(parsed.issues)}`] };

  const mf = parsed.output;
  const checked: CheckedBuild = {
    reasons: [],
    buildVersion: mf.metaData.buildInfo.buildVersion,
    shared: sharedOf(mf),
    exposes: exposesOf(mf),
  };
  const reasons = checked.reasons;
  const container = containerName(area);
  if (mf.name !== container) reasons.push(`the manifest's name is "${mf.name}"; the ${area} area's remote is "${container}"`);
  if (!checked.exposes.includes(AREA_ROUTES_MODULE))
    reasons.push(
      `the build does not expose ${AREA_ROUTES_MODULE}, which the shell loads (it exposes ${checked.exposes.join(', ') || 'nothing'})`,
    );

  const [files, conflicts, reused] = await Promise.all([
    missingFiles(deps.files, mf, url),
    shellConflicts(area, checked.shared, deps.shellVersions),
    Release.query(deps.db)
      .select('build_version')
      .where({ manifest_url: manifest })
      .whereNot('state', 'refused')
      .whereNot('build_version', checked.buildVersion)
      .first(),
  ]);
  reasons.push(...files, ...conflicts);
  if (reused)
    reasons.push(
      `${manifest} was released before as build ${reused.build_version}, and now holds build ${checked.buildVersion}: publish each build to a folder of its own (a release folder is never written again)`,
    );
  return checked;
};

/** Each listed file that is not on the manifest's origin or does not answer 200, by name. */
const missingFiles = async (files: BuildFiles, mf: v.InferOutput<typeof mfManifestSchema>, manifestUrl: URL): Promise<string[]> => {
  const base = assetBase(mf, manifestUrl);
  const listed = filesOf(mf).map((name) => ({ name, url: new URL(name, base) }));
  const elsewhere = listed.filter(({ url }) => url.origin !== manifestUrl.origin);
  const here = listed.filter(({ url }) => url.origin === manifestUrl.origin);
  const problems = await files.problems(here.map(({ url }) => url));
  const failed = [
    ...elsewhere.map(({ name }) => `${name} is not on the manifest's origin (${manifestUrl.origin})`),
    ...here.flatMap(({ name, url }, i) => (problems[i] ? [`${name} ${problems[i]} (${url.href})`] : [])),
  ];
  if (failed.length <= FILES_NAMED) return failed;
  return [...failed.slice(0, FILES_NAMED), `…and ${failed.length - FILES_NAMED} more of its ${listed.length} files`];
};
