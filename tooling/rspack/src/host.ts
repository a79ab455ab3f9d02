import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { baseConfig, type Mode } from './base';
import { devServer } from './dev-server';
import { shared } from './shared';

// The MF runtime's own SDK (CommonJS, as its runtime requires it). The retry plugin asks for an
// older SDK release only for its logger; pointing it here keeps one SDK in the host bundle.
const resolveFrom = (from: string, id: string) => createRequire(from).resolve(id);
const runtimeSdk = ['@module-federation/runtime-tools', '@module-federation/runtime', '@module-federation/sdk'].reduce(
  (from, id) => resolveFrom(from, id),
  resolveFrom(import.meta.url, '@module-federation/enhanced'),
);

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
    resolve: { ...base.resolve, alias: { ...(base.resolve?.alias as Record<string, string>), '@module-federation/sdk$': runtimeSdk } },
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        name,
        remotes: {},
        shared,
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
    ],
    devServer: devServer(port, ['/api', '/remotes.json']),
  };
};
