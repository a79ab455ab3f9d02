import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { baseConfig, type Mode } from './base';
import { devServer } from './dev-server';
import { MfRuntimeEsmPlugin, mfEnvAlias, mfRuntimeAlias } from './mf-runtime';
import { sharedFor, sharedVersionsOf } from './shared';
import { SharedVersionsPlugin } from './shared-versions-plugins';

export interface HostOptions {
  dir: string;
  mode: Mode;
  name: string;
  port: number;
  /** Runtime plugin files, relative to dir. */
  runtimePlugins?: string[];
}

/**
 * The host: no remote URL in the build (they come from /remotes.json at run time), the MF
 * runtime provided once for every remote, and loaded-first sharing so a dead remote blocks nothing.
 */
export const hostConfig = ({ dir, mode, name, port, runtimePlugins = [] }: HostOptions): Configuration => {
  const base = baseConfig({ dir, mode, uniqueName: name, publicPath: '/', html: true });
  return {
    ...base,
    entry: { main: './src/index.ts' },
    // One MF SDK in the bundle: the retry plugin asks for an older release only for its logger.
    resolve: {
      ...base.resolve,
      alias: { ...(base.resolve?.alias as Record<string, string>), ...mfRuntimeAlias, ...(mode === 'production' ? mfEnvAlias : {}) },
    },
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        name,
        remotes: {},
        shared: sharedFor(dir),
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          ...runtimePlugins.map((p) => path.join(dir, p)),
          // The remotes take the SDK from the host only in production (remote.ts, externalRuntime).
          ...(mode === 'production' ? [fileURLToPath(new URL('./runtime/provide-sdk.ts', import.meta.url))] : []),
        ],
        experiments: { provideExternalRuntime: mode === 'production', optimization: { target: 'web' } },
        dts: false,
        dev: false,
        manifest: false,
      }),
      new MfRuntimeEsmPlugin(),
      // What the shell provides to the areas, for the bff's release checks (issue #26).
      new SharedVersionsPlugin(sharedVersionsOf(dir)),
    ],
    devServer: devServer(port, ['/api', '/remotes.json']),
  };
};
