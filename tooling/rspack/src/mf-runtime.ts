import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

// The MF runtime packages as @module-federation/enhanced depends on them (CommonJS entry paths).
const resolveFrom = (from: string, id: string) => createRequire(from).resolve(id);
const runtimeTools = resolveFrom(resolveFrom(import.meta.url, '@module-federation/enhanced'), '@module-federation/runtime-tools');
const runtime = resolveFrom(runtimeTools, '@module-federation/runtime');
const runtimeCore = resolveFrom(runtime, '@module-federation/runtime-core');
const bundlerRuntime = resolveFrom(runtimeTools, '@module-federation/webpack-bundler-runtime');
const sdk = resolveFrom(runtimeCore, '@module-federation/sdk');
const errorCodes = resolveFrom(runtimeCore, '@module-federation/error-codes');
// Each ships an ES module build beside its CommonJS one (index.js next to index.cjs).
const esm = (cjs: string) => cjs.replace(/\.cjs$/, '.js');

/**
 * The ES module builds of the MF runtime instead of the CommonJS ones the plugin picks: rspack
 * can then drop what the build never calls (node-only loaders with `target: 'web'`), ~4 KB
 * gzip off the host's entry. One path per package, so host code, runtime plugins and the
 * runtime itself share one copy of each.
 */
export const mfRuntimeAlias: Record<string, string> = {
  '@module-federation/runtime-core$': esm(runtimeCore),
  '@module-federation/runtime-tools/runtime-core$': esm(runtimeCore),
  '@module-federation/sdk$': esm(sdk),
  '@module-federation/error-codes$': errorCodes,
  [`${bundlerRuntime}$`]: esm(bundlerRuntime),
  [`${runtime}$`]: esm(runtime),
};

/**
 * The host's production build takes the SDK's env module from runtime/mf-env.ts: the same
 * exports, but its debug check reads no localStorage while the runtime starts (issue #24.16).
 */
export const mfEnvAlias: Record<string, string> = {
  [`${path.dirname(esm(sdk))}/env.js`]: resolveFrom(import.meta.url, './runtime/mf-env.ts'),
};

/** The MF plugin points '@module-federation/runtime' at its CommonJS build after all plugins are applied; this runs after it. */
export class MfRuntimeEsmPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterPlugins.tap('MfRuntimeEsmPlugin', () => {
      compiler.options.resolve.alias = {
        ...(compiler.options.resolve.alias as Record<string, string>),
        '@module-federation/runtime$': esm(runtime),
      };
    });
  }
}

/** The ES builds a remote entry bundles (the runtime core and the helpers come from the host). */
export const remoteRuntimeDirs = [esm(bundlerRuntime), esm(runtime)].map((file) => file.replace(/\/[^/]+$/, ''));
