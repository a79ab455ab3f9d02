import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SHELL_SHARED_VERSIONS_FILE } from '../../src/contract/shared-versions';

/** What the test shell provides: the versions a good fake build's ranges fit. */
export const SHELL_VERSIONS = { react: '19.3.1', 'react/jsx-runtime': '19.3.1', '@nextlevel/shell/auth': '1.0.0' };

export interface FakeBuild {
  /** The container name (mf_members). */
  name: string;
  buildVersion: string;
  shared: { name: string; version: string; requiredVersion: string | null | false; singleton?: boolean }[];
  exposes: string[];
  /** The chunks the build lists besides remoteEntry.js. */
  chunks: string[];
  publicPath?: string;
}

/** A build of mf-members as our tooling writes it: what passes every check against SHELL_VERSIONS. */
export const goodBuild = (overrides: Partial<FakeBuild> = {}): FakeBuild => ({
  name: 'mf_members',
  buildVersion: 'b0000001',
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '~19.3.0' },
    { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '~19.3.0' },
    { name: '@nextlevel/shell/auth', version: '1.0.0', requiredVersion: '^1.0.0' },
  ],
  exposes: ['./routes'],
  chunks: ['__federation_expose_routes.1a2b.js', '101.3c4d.js', '101.5e6f.css', 'react.7a8b.js'],
  ...overrides,
});

/** The mf-manifest.json of a fake build (the fields the bff reads, in Module Federation's shape). */
export const manifestOf = (build: FakeBuild) => {
  const files = (js: string[], css: string[] = []) => ({ js: { sync: js, async: [] }, css: { sync: [], async: css } });
  const [expose, ...rest] = build.chunks;
  return {
    id: build.name,
    name: build.name,
    metaData: {
      name: build.name,
      buildInfo: { buildVersion: build.buildVersion, buildName: build.name },
      publicPath: build.publicPath ?? 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    shared: build.shared.map((s, i) => ({
      id: `${build.name}:${s.name}`,
      name: s.name,
      version: s.version,
      singleton: s.singleton ?? true,
      requiredVersion: s.requiredVersion === false ? null : s.requiredVersion,
      assets: files(i === 0 ? rest.filter((c) => c.endsWith('.js')) : []),
    })),
    remotes: [],
    exposes: build.exposes.map((p) => ({
      id: `${build.name}:${p.slice(2)}`,
      name: p.slice(2),
      path: p,
      assets: files(
        expose ? [expose] : [],
        rest.filter((c) => c.endsWith('.css')),
      ),
    })),
  };
};

export interface BuildServer {
  url: string;
  /** Publishes a build under /<folder>/ (every file, less `missing`); answers its manifest's URL. */
  publish(folder: string, build: FakeBuild, options?: { missing?: string[] }): string;
  /** Serves `body` at a path as it is (a broken manifest). */
  put(pathname: string, body: string): string;
  /** The paths asked for, with their method, in order. */
  asked: { method: string; path: string }[];
  close(): Promise<void>;
}

/** A team's CDN on a loopback port: answers 200 with a published file, 404 otherwise, HEAD without a body. */
export const startBuildServer = async (): Promise<BuildServer> => {
  const files = new Map<string, string>();
  const asked: BuildServer['asked'] = [];
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    asked.push({ method: req.method ?? 'GET', path: pathname });
    const body = files.get(pathname);
    res.statusCode = body === undefined ? 404 : 200;
    res.setHeader('Content-Type', pathname.endsWith('.json') ? 'application/json' : 'text/plain');
    res.end(req.method === 'HEAD' ? undefined : (body ?? 'not found'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    asked,
    publish(folder, build, { missing = [] } = {}) {
      for (const file of ['remoteEntry.js', ...build.chunks]) if (!missing.includes(file)) files.set(`/${folder}/${file}`, `/* ${file} */`);
      files.set(`/${folder}/mf-manifest.json`, JSON.stringify(manifestOf(build)));
      return `${url}/${folder}/mf-manifest.json`;
    },
    put(pathname, body) {
      files.set(pathname, body);
      return url + pathname;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** A shell build folder (index.html and what it provides), as the bff's static dirs name it. */
export const shellFolder = (versions: Record<string, string> | null = SHELL_VERSIONS): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-shell-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  if (versions) fs.writeFileSync(path.join(dir, SHELL_SHARED_VERSIONS_FILE), JSON.stringify(versions));
  return dir;
};
