import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface Cdn {
  /** The origin, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Where the build is, e.g. http://127.0.0.1:41234/mf-public/canary-1/mf-manifest.json. */
  manifest: string;
  /** From now on the area's `./routes` chunk is a script that throws (a bad build reached the CDN). */
  breakRoutes(): void;
  close(): Promise<void>;
}

const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.html': 'text/html' };

/**
 * A team's CDN on another origin: a copy of an area's production build (`dist`) in a folder of
 * its own, its manifest stamped with another build version, served with CORS as a CDN serves a
 * remote's files (the shell fetches the manifest; the rest are scripts and stylesheets).
 */
export async function startCdn(dist: string, folder: string, buildVersion: string): Promise<Cdn> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-cdn-'));
  const dir = path.join(root, folder);
  fs.cpSync(dist, dir, { recursive: true });
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string } };
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  manifest.metaData.buildInfo.buildVersion = buildVersion;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  const routesChunks = new Set(manifest.exposes.find((e) => e.name === 'routes')!.assets.js.sync.map((f) => `/${folder}/${f}`));
  let broken = false;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cdn');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', 'no-store');
    if (broken && routesChunks.has(url.pathname)) {
      res.writeHead(200, { 'Content-Type': 'text/javascript' });
      res.end(req.method === 'HEAD' ? undefined : 'throw new Error("this canary is broken");');
      return;
    }
    const file = path.join(root, path.normalize(decodeURIComponent(url.pathname)));
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    manifest: `${origin}/${folder}/mf-manifest.json`,
    breakRoutes: () => {
      broken = true;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
