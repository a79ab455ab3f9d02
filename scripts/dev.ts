import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_AREAS, areas } from '../bff/src/contract/areas';
import { run } from './processes';

// `pnpm dev`: the bff on 3100 plus the shell (3000) and every area's remote (on its registry devPort)
// as rspack dev servers with Fast Refresh. The shell proxies /api and /remotes.json to the bff, whose
// REMOTES_FILE points at the remotes' dev servers. Ctrl-C stops everything.
const root = fileURLToPath(new URL('..', import.meta.url));
const host = '127.0.0.1';
const bffPort = 3100;
const shellUrl = `http://${host}:3000`;

const remotes = Object.fromEntries(REMOTE_AREAS.map((area) => [area, [areas[area].pkg, areas[area].devPort] as const]));

const remotesFile = path.join(root, 'data', 'dev-remotes.json');
fs.mkdirSync(path.dirname(remotesFile), { recursive: true });
fs.writeFileSync(
  remotesFile,
  `${JSON.stringify(Object.fromEntries(Object.entries(remotes).map(([area, [, port]]) => [area, `http://${host}:${port}/mf-manifest.json`])), null, 2)}\n`,
);

run('bff', process.execPath, ['--watch', '--import', 'tsx', 'src/server.ts'], path.join(root, 'bff'), {
  PORT: String(bffPort),
  PUBLIC_URL: shellUrl,
  REMOTES_FILE: remotesFile,
  DATA_DIR: path.join(root, 'data'),
});
const rspack = (pkg: string) => path.join(root, pkg, 'node_modules', '.bin', 'rspack');
run('shell', rspack('shell'), ['serve', '--mode', 'development'], path.join(root, 'shell'));
for (const [pkg] of Object.values(remotes)) run(pkg, rspack(pkg), ['serve', '--mode', 'development'], path.join(root, pkg));

console.log(
  `NextLevel dev: open ${shellUrl} (bff on ${bffPort}, remotes on ${Object.values(remotes)
    .map(([, port]) => port)
    .join(', ')}; REMOTES_FILE=${path.relative(root, remotesFile)}). Ctrl-C stops everything.`,
);
