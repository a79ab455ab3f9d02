import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodBuild, manifestOf, shellFolder, startBuildServer, type BuildServer } from '../../../test/support/builds';
import { startTestApp, type TestApp } from '../../../test/support/app';
import { pathFor } from '../../contract/endpoint';
import { endpoints } from '../../contract/endpoints';
import { remotesFileProblems } from '../../contract/remotes';
import { releaseMessages, type ReleaseHistory } from '../../contract/releases';
import { deployTokenStore } from '../../services/releases/deploy-tokens';
import { SHELL_VERSIONS_UNKNOWN } from '../../services/releases/shell-versions';

// Issue #26 item 3: a release goes live only after its checks, and a refused one says every
// reason in one answer (422), is kept in the history as refused, and changes nothing served.
let t: TestApp;
let bare: TestApp;
let cdn: BuildServer;
let shell: string;
let token: string;
let bareToken: string;

beforeAll(async () => {
  cdn = await startBuildServer();
  shell = shellFolder();
  [t, bare] = await Promise.all([startTestApp({ deps: { static: { shell, remotes: {} } } }), startTestApp()]);
  token = (await deployTokenStore(t.db, t.clock).create('members', 'test')).token;
  bareToken = (await deployTokenStore(bare.db, bare.clock).create('members', 'test')).token;
});
afterAll(async () => {
  await Promise.all([t?.close(), bare?.close(), cdn?.close()]);
  if (shell) fs.rmSync(shell, { recursive: true, force: true });
});

const release = async (manifest: string, app = t, key = token) => {
  app.clock.advance(1000);
  const res = await fetch(app.url + endpoints.createRelease.path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ area: 'members', manifest }),
  });
  return { status: res.status, body: (await res.json()) as { error: string; reasons: string[]; release: { id: string; state: string } } };
};

let n = 0;
const folder = () => `mf-members/check-${(n += 1)}`;

describe('#26.3 every refusal reason', () => {
  it.each<[string, () => string, (string | RegExp)[]]>([
    [
      'a manifest URL the site may not load',
      () => 'http://cdn.example.com/mf-members/mf-manifest.json',
      [`the manifest URL ${remotesFileProblems.manifestUrl}`],
    ],
    [
      'a manifest that is not there',
      () => `${cdn.url}/${folder()}/mf-manifest.json`,
      [/^the manifest http:\/\/127\.0\.0\.1:\d+\/mf-members\/check-\d+\/mf-manifest\.json answered 404$/],
    ],
    [
      'an origin that cannot be reached',
      () => 'http://127.0.0.1:1/mf-members/mf-manifest.json',
      [/^the manifest http:\/\/127\.0\.0\.1:1\/mf-members\/mf-manifest\.json cannot be reached/],
    ],
    ['a manifest that is not JSON', () => cdn.put(`/${folder()}/mf-manifest.json`, '<html>CDN error page</html>'), [/ is not JSON$/]],
    [
      'a JSON file that is not a Module Federation manifest',
      () => cdn.put(`/${folder()}/mf-manifest.json`, JSON.stringify({ name: 'mf_members', exposes: [] })),
      [/^the manifest is not a Module Federation manifest: metaData: /],
    ],
    [
      'another area’s remote',
      () => cdn.publish(folder(), goodBuild({ name: 'mf_public' })),
      [`the manifest's name is "mf_public"; the members area's remote is "mf_members"`],
    ],
    [
      'a build that does not expose what the shell loads',
      () => cdn.publish(folder(), goodBuild({ exposes: ['./app'] })),
      ['the build does not expose ./routes, which the shell loads (it exposes ./app)'],
    ],
    [
      'a half-uploaded folder',
      () => {
        const f = folder();
        return cdn.publish(f, goodBuild(), { missing: ['remoteEntry.js', '101.5e6f.css'] });
      },
      [/^remoteEntry\.js answered 404 \(http:.*\/remoteEntry\.js\)$/, /^101\.5e6f\.css answered 404 \(http:.*\/101\.5e6f\.css\)$/],
    ],
    [
      'files served from another origin than the manifest',
      () => cdn.publish(folder(), goodBuild({ publicPath: 'https://elsewhere.example.com/members/' })),
      ['remoteEntry.js', '__federation_expose_routes.1a2b.js', '101.5e6f.css', '101.3c4d.js', 'react.7a8b.js'].map(
        (file) => new RegExp(`^${file.replace(/\./g, '\\.')} is not on the manifest's origin \\(http://127\\.0\\.0\\.1:\\d+\\)$`),
      ),
    ],
    [
      'a shared singleton the shell does not satisfy',
      () => cdn.publish(folder(), goodBuild({ shared: [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' }] })),
      ['mf-members needs react ^20.0.0; the shell provides 19.3.1'],
    ],
    [
      'a shared singleton without a range (a build from before ranges)',
      () => cdn.publish(folder(), goodBuild({ shared: [{ name: '@nextlevel/shell/auth', version: '0.0.0', requiredVersion: false }] })),
      ['mf-members shares @nextlevel/shell without a required version range: rebuild it with the current build tooling'],
    ],
  ])('refuses %s', async (_name, manifest, expected) => {
    const before = (await t.client().get('/remotes.json')).json<{ members: string }>().members;
    const res = await release(manifest());
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.error).toBe(releaseMessages.refused);
    expect(res.body.reasons).toHaveLength(expected.length);
    expected.forEach((reason, i) =>
      typeof reason === 'string' ? expect(res.body.reasons[i]).toBe(reason) : expect(res.body.reasons[i]).toMatch(reason),
    );
    expect((await t.client().get('/remotes.json')).json<{ members: string }>().members).toBe(before);
  });

  it('names every failed check of one build in one answer, and keeps the refused release in the history', async () => {
    const f = folder();
    const manifest = cdn.publish(
      f,
      goodBuild({ name: 'mf_other', exposes: ['./app'], shared: [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' }] }),
      { missing: ['101.3c4d.js'] },
    );
    const res = await release(manifest);
    expect(res.status).toBe(422);
    expect(res.body.reasons).toEqual([
      `the manifest's name is "mf_other"; the members area's remote is "mf_members"`,
      'the build does not expose ./routes, which the shell loads (it exposes ./app)',
      `101.3c4d.js answered 404 (${cdn.url}/${f}/101.3c4d.js)`,
      'mf-members needs react ^20.0.0; the shell provides 19.3.1',
    ]);
    const history = await fetch(t.url + pathFor(endpoints.releaseHistory, { area: 'members' }), {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { releases, live } = (await history.json()) as ReleaseHistory;
    expect(releases[0]).toMatchObject({ id: res.body.release.id, state: 'refused', reasons: res.body.reasons, manifest, live_at: null });
    expect(live).toBeNull();
  });

  it('refuses a build it cannot check against the shell: a bff without the shell’s shared versions', async () => {
    const res = await release(cdn.publish(folder(), goodBuild()), bare, bareToken);
    expect(res.status).toBe(422);
    expect(res.body.reasons).toEqual([SHELL_VERSIONS_UNKNOWN]);
  });

  it('asks for each listed file once, by HEAD, and reads only the manifest', async () => {
    const f = folder();
    cdn.asked.length = 0;
    expect((await release(cdn.publish(f, goodBuild()))).status).toBe(201);
    const files = ['remoteEntry.js', ...goodBuild().chunks].map((file) => `/${f}/${file}`).sort();
    expect(
      cdn.asked
        .filter((a) => a.method === 'HEAD')
        .map((a) => a.path)
        .sort(),
    ).toEqual(files);
    expect(cdn.asked.filter((a) => a.method === 'GET').map((a) => a.path)).toEqual([`/${f}/mf-manifest.json`]);
    expect(manifestOf(goodBuild()).exposes[0]!.path).toBe('./routes');
  });
});
