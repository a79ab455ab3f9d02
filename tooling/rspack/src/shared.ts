import { createRequire } from 'node:module';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

type Shared = NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]['shared']>;

const require = createRequire(import.meta.url);
const singleton = { singleton: true, requiredVersion: false } as const;
const routerVersion = (require('react-router/package.json') as { version: string }).version;
// Workspace packages carry no version; '0.0.0' keeps the share scope's version check quiet.
const workspace = { ...singleton, version: '0.0.0' } as const;

// The shell SDK's subpaths, as its package.json exports them, except those for tests, stories, a
// remote's own dev page and build time (none is loaded in a browser at run time).
const notAtRunTime = /^\.\/(testing|stories|standalone|prerender)(\/|$)/;
const shellExports = Object.keys((require('../../../shell/package.json') as { exports: Record<string, string> }).exports);
const shellSdk = Object.fromEntries(
  shellExports.filter((subpath) => !notAtRunTime.test(subpath)).map((subpath) => [`@nextlevel/shell${subpath.slice(1)}`, workspace]),
);

/**
 * One copy of each of these across the host and every remote (docs/architecture.md, "Module Federation").
 * Subpath imports are their own share keys: 'react' does not match 'react/jsx-runtime',
 * and @nextlevel/shell is shared by subpath so the auth store is evaluated once. The contract
 * and valibot are pure functions: each build keeps only what it uses instead of sharing them whole.
 */
export const shared: Shared = {
  react: singleton,
  'react/jsx-runtime': singleton,
  'react/jsx-dev-runtime': singleton,
  'react-dom': singleton,
  'react-dom/client': singleton,
  // The curated router (facades/react-router-dom.ts) stands in for the package everywhere.
  'react-router-dom': { ...singleton, version: routerVersion, import: require.resolve('./facades/react-router-dom.ts') },
  '@tanstack/react-query': singleton,
  zustand: singleton,
  '@nextlevel/design-system': workspace,
  ...shellSdk,
};
