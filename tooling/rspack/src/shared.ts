import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { SharedNeed, SharedVersions } from '@nextlevel/bff/contract';

type Shared = NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]['shared']>;

const require = createRequire(import.meta.url);
const repo = (p: string) => fileURLToPath(new URL(`../../../${p}`, import.meta.url));

/** The shell's package: the host, whose build provides every shared package to the areas. */
export const SHELL_DIR = repo('shell');

/**
 * The workspace packages shared at run time and their folders. Each one's version is the one in
 * its package.json (bumped there, and only there: a breaking change of the SDK or the design
 * system is a new major, and the areas' ranges then say which they were built against).
 */
const WORKSPACE: Record<string, string> = { '@nextlevel/shell': SHELL_DIR, '@nextlevel/design-system': repo('design-system') };

interface PackageJson {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const packageJson = (dir: string): PackageJson => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;

/** The version of `pkg` a build of the package in `dir` bundles: the package its imports resolve to. */
const installedVersion = (dir: string, pkg: string): string => {
  const workspace = WORKSPACE[pkg];
  if (workspace) return packageJson(workspace).version ?? '0.0.0';
  // Up from the resolved entry to the package.json that names it (not every package exports ./package.json).
  let at = path.dirname(createRequire(path.join(dir, 'package.json')).resolve(pkg));
  for (;;) {
    const file = path.join(at, 'package.json');
    if (fs.existsSync(file)) {
      const found = JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;
      if (found.name === pkg && found.version) return found.version;
    }
    const up = path.dirname(at);
    if (up === at) throw new Error(`${pkg}: no package.json found from ${dir}`);
    at = up;
  }
};

/**
 * The range of `pkg` a build of `dir` needs from the shell: its package.json's (`~19.3.0`), a
 * workspace dependency's (`workspace:*`) or the shell's own SDK as `^<its version>`, and for a
 * package it does not list, `^<the version it bundles>`.
 */
const requiredRange = (dir: string, pkg: string): string => {
  const own = packageJson(dir);
  const range = own.dependencies?.[pkg] ?? own.peerDependencies?.[pkg];
  if (own.name === pkg || range === undefined || range.startsWith('workspace:')) return `^${installedVersion(dir, pkg)}`;
  return range;
};

// The shell SDK's subpaths, as its package.json exports them, except those for tests, stories, a
// remote's own dev page and build time (none is loaded in a browser at run time).
const notAtRunTime = /^\.\/(testing|stories|standalone|prerender)(\/|$)/;
const shellExports = Object.keys((require('../../../shell/package.json') as { exports: Record<string, string> }).exports);

/** Every shared singleton by share key, with its package (subpath keys are their own keys: 'react' does not match 'react/jsx-runtime'). */
const SINGLETONS: Record<string, string> = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router-dom': 'react-router-dom',
  '@tanstack/react-query': '@tanstack/react-query',
  zustand: 'zustand',
  '@nextlevel/design-system': '@nextlevel/design-system',
  ...Object.fromEntries(
    shellExports
      .filter((subpath) => !notAtRunTime.test(subpath))
      .map((subpath) => [`@nextlevel/shell${subpath.slice(1)}`, '@nextlevel/shell']),
  ),
};

/** What a build of `dir` provides of each shared key; the router is the curated facade over react-router (decision 004). */
export const sharedVersionsOf = (dir: string): SharedVersions =>
  Object.fromEntries(
    Object.entries(SINGLETONS).map(([key, pkg]) => [key, installedVersion(dir, pkg === 'react-router-dom' ? 'react-router' : pkg)]),
  );

/** The range of each shared key a build of `dir` needs (what its manifest declares, and what the shell must satisfy). */
export const sharedNeedsOf = (dir: string): SharedNeed[] =>
  Object.entries(SINGLETONS).map(([name, pkg]) => ({ name, requiredVersion: requiredRange(dir, pkg) }));

/**
 * One copy of each of these across the host and every remote (docs/architecture.md, "Module
 * Federation"), each with the version this build bundles and the range it needs: the Module
 * Federation runtime checks the range against the copy loaded first (the shell's), and the bff
 * refuses a release whose ranges the shell does not satisfy (issue #26 item 3), as a remote's own
 * build does (SharedFitPlugin). @nextlevel/shell is shared by subpath so the auth store is
 * evaluated once. The contract and valibot are pure functions: each build keeps only what it uses.
 */
export const sharedFor = (dir: string): Shared => {
  const versions = sharedVersionsOf(dir);
  const needs = Object.fromEntries(sharedNeedsOf(dir).map((n) => [n.name, n.requiredVersion]));
  return Object.fromEntries(
    Object.keys(SINGLETONS).map((key) => [
      key,
      {
        singleton: true,
        version: versions[key]!,
        requiredVersion: needs[key]!,
        // The curated router (facades/react-router-dom.ts) stands in for the package everywhere.
        ...(key === 'react-router-dom' && { import: require.resolve('./facades/react-router-dom.ts') }),
      },
    ]),
  );
};
