import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { baseConfig, type Mode } from './base';
import { devServer } from './dev-server';
import { shared } from './shared';

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
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        name,
        remotes: {},
        shared,
        shareStrategy: 'loaded-first',
        runtimePlugins: runtimePlugins.map((p) => path.join(dir, p)),
        experiments: { provideExternalRuntime: mode === 'production' },
        dts: false,
        dev: false,
        manifest: false,
      }),
    ],
    devServer: devServer(port, ['/api', '/remotes.json']),
  };
};
