import semver from 'semver';
import * as v from 'valibot';

/**
 * What the shell provides to every area, as its own build writes it beside its index.html: each
 * shared package's share key (`react`, `react/jsx-runtime`, `@nextlevel/shell/auth`) → the version
 * the shell loads first (issue #26 item 3). The bff checks a release against it; a remote's build
 * checks itself against the same values computed from the tree.
 */
export const SHELL_SHARED_VERSIONS_FILE = 'shared-versions.json';
export type SharedVersions = Record<string, string>;
export const sharedVersionsSchema = v.record(v.pipe(v.string(), v.minLength(1)), v.pipe(v.string(), v.minLength(1)));

/** One package a build shares and the range of it that build needs (null: built without one). */
export interface SharedNeed {
  name: string;
  requiredVersion: string | null;
}

/** The package of a share key: `react` for `react/jsx-runtime`, `@nextlevel/shell` for `@nextlevel/shell/auth`. */
export const packageOf = (key: string): string =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Why a build's shared packages would not run in the shell that provides `provided`: each it needs
 * in a range the shell's version does not satisfy ("mf-members needs react ^20.0.0; the shell
 * provides 19.3.1"), or without a range at all (nothing can be checked). A package the shell does
 * not provide is no conflict (the build loads its own copy), and the subpaths of one package that
 * fail alike are named once, by their package.
 */
export const sharedConflicts = (build: string, needs: readonly SharedNeed[], provided: SharedVersions): string[] => {
  const reasons = new Set<string>();
  for (const { name, requiredVersion } of needs) {
    const version = provided[name];
    if (version === undefined) continue;
    const pkg = packageOf(name);
    if (requiredVersion === null || requiredVersion === '') {
      reasons.add(`${build} shares ${pkg} without a required version range: rebuild it with the current build tooling`);
    } else if (semver.validRange(requiredVersion) === null) {
      reasons.add(`${build} needs ${pkg} ${requiredVersion}, which is not a version range`);
    } else if (!semver.satisfies(version, requiredVersion, { includePrerelease: true })) {
      reasons.add(`${build} needs ${pkg} ${requiredVersion}; the shell provides ${version}`);
    }
  }
  return [...reasons];
};
