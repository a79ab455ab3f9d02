import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { baseConfig, type Mode } from './base';
import { BuildVersionPlugin } from './build-version';
import { devServer } from './dev-server';
import { MfRuntimeEsmPlugin, mfRuntimeAlias } from './mf-runtime';
import { PrerenderPlugin, type PrerenderedPageOptions } from './prerender';
import { SHARED_MF_HELPERS } from './runtime/sdk-global';
import { AREA_ROUTES_MODULE } from '@nextlevel/bff/contract';
import { SHELL_DIR, sharedFor, sharedNeedsOf, sharedVersionsOf } from './shared';
import { SharedFitPlugin } from './shared-versions-plugins';

export interface RemoteOptions {
  dir: string;
  mode: Mode;
  /** The container name the host registers (mf_public, mf_members, mf_internal). */
  name: string;
  port: number;
  /** Pages rendered at build time (production only), for the bff to paint before any script runs. */
  prerender?: PrerenderedPageOptions[];
}

/**
 * A remote: publishes mf-manifest.json and exposes './routes'. In production it relies on the
 * host's MF runtime (externalRuntime); in development it also serves a standalone page
 * (src/standalone.ts) so its team can run it alone, which needs its own runtime.
 */
export const remoteConfig = ({ dir, mode, name, port, prerender = [] }: RemoteOptions): Configuration => {
  const dev = mode === 'development';
  const base = baseConfig({ dir, mode, uniqueName: name, publicPath: 'auto', html: dev });
  return {
    ...base,
    entry: dev ? { main: './src/standalone.ts' } : {},
    resolve: { ...base.resolve, alias: { ...(base.resolve?.alias as Record<string, string>), ...mfRuntimeAlias } },
    plugins: [
      ...(base.plugins ?? []),
      // With the host's runtime core (externalRuntime) come the host's SDK and error codes (runtime/provide-sdk.ts).
      !dev && new rspack.ExternalsPlugin('global', SHARED_MF_HELPERS),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { [AREA_ROUTES_MODULE]: './src/app/routes.tsx' },
        shared: sharedFor(dir),
        shareStrategy: 'loaded-first',
        // A remote loads no remotes of its own: the runtime's remote-loading part is left out.
        experiments: { externalRuntime: !dev, optimization: { target: 'web', disableRemote: true } },
        dts: false,
        dev: false,
        manifest: true,
      }),
      new MfRuntimeEsmPlugin(),
      // A shared package the shell in the tree does not satisfy fails the build (issue #26 item 3).
      new SharedFitPlugin(path.basename(dir), sharedNeedsOf(dir), sharedVersionsOf(SHELL_DIR)),
      !dev && new BuildVersionPlugin(),
      !dev && prerender.length > 0 && new PrerenderPlugin(dir, prerender),
    ],
    devServer: devServer(port, ['/api']),
  };
};
