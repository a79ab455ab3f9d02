import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELL_VERSIONS, goodBuild, shellFolder, startBuildServer, type BuildServer } from '../../test/support/builds';
import { fakeClock } from '../../test/support/clock';
import { createTestDatabase, type TestDatabase } from '../../test/support/db';
import { loadConfig, type Config } from '../config/config';
import { SHELL_SHARED_VERSIONS_FILE } from '../contract/shared-versions';
import { deployTokenStore, DEPLOY_TOKEN_PREFIX } from '../services/releases/deploy-tokens';
import { CliError } from './create-user';
import { deployTokenCommand } from './deploy-token';
import { releaseCommands } from './releases';

// Issue #26 item 2: the CLI for people on the host. Each command is run as `pnpm cli` runs it
// (its arguments parsed first, then its work on the database), printing to a collected output.
let t: TestDatabase;
let cdn: BuildServer;
let shell: string;
let config: Config;
const clock = fakeClock();

beforeAll(async () => {
  t = await createTestDatabase();
  cdn = await startBuildServer();
  shell = shellFolder();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-cli-releases-'));
  config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', SESSION_KEYS: 'cli-test-key-0123456789abcdef0123456789abcdef' }, dataDir);
});
afterAll(async () => {
  await cdn?.close();
  await t?.close();
  if (shell) fs.rmSync(shell, { recursive: true, force: true });
});

const run = async (command: string, ...argv: string[]) => {
  clock.advance(1000);
  const output: string[] = [];
  const out = (line: string) => output.push(line);
  const code =
    command === 'deploy-token'
      ? await deployTokenCommand(argv)({ db: t.db, clock }, out)
      : await releaseCommands[command]!(argv)({ db: t.db, clock, config, static: { shell, remotes: {} } }, out);
  return { code, output };
};

describe('pnpm cli deploy-token', () => {
  it('create prints the token alone on its last line, stores only its hash, and replaces the area’s previous one', async () => {
    const first = await run('deploy-token', 'create', 'members');
    expect(first.code).toBe(0);
    const token = first.output.at(-1)!;
    expect(token).toMatch(new RegExp(`^${DEPLOY_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`));
    const stored = (await t.db('deploy_tokens').select('token_hash')) as { token_hash: string }[];
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    expect(await deployTokenStore(t.db, clock).lookUp(token)).toMatchObject({ area: 'members' });

    const second = await run('deploy-token', 'create', 'members');
    expect(second.output[0]).toMatch(/its previous token is revoked/);
    expect(await deployTokenStore(t.db, clock).lookUp(token)).toBeNull();
    expect(await deployTokenStore(t.db, clock).lookUp(second.output.at(-1)!)).toMatchObject({ area: 'members' });
  });

  it('list shows every token with its state; revoke ends the area’s token, and says when there is none', async () => {
    const list = await run('deploy-token', 'list');
    expect(list.output.filter((l) => l.startsWith('members'))).toEqual([
      expect.stringMatching(/ active$/),
      expect.stringMatching(/ revoked \d{4}-/),
    ]);
    expect((await run('deploy-token', 'revoke', 'members')).output).toEqual([
      'Revoked the deploy token of members: its pipeline is refused (401) from now on.',
    ]);
    await expect(run('deploy-token', 'revoke', 'members')).rejects.toThrow(new CliError('members has no deploy token to revoke'));
  });

  it('refuses an unknown area or action before opening anything', () => {
    expect(() => deployTokenCommand(['create', 'partners'])).toThrow(/Unknown area: must be one of public, members, internal/);
    expect(() => deployTokenCommand(['rotate', 'members'])).toThrow(CliError);
  });
});

describe('pnpm cli release, releases, promote, rollback, check-shell', () => {
  it('releases a build live or as a canary, lists the history, promotes and rolls back', async () => {
    const one = cdn.publish('mf-members/cli-1', goodBuild({ buildVersion: 'cli-one' }));
    const two = cdn.publish('mf-members/cli-2', goodBuild({ buildVersion: 'cli-two' }));
    const released = await run('release', 'members', one);
    expect(released.code).toBe(0);
    expect(released.output.at(-1)).toMatch(/^Released members build cli-one as release [\w-]+: live for everyone$/);
    const canary = await run('release', 'members', two, '--canary', '10');
    expect(canary.output.at(-1)).toMatch(/: a canary to 10% of visitors$/);

    const listed = await run('releases', 'members');
    expect(listed.output[0]).toMatch(/^members: release [\w-]+ \(build cli-one\) is live; release [\w-]+ is a canary to 10%$/);
    expect(listed.output[1]).toMatch(/ canary 10%\s+build cli-two\s+released \S+ by cli /);

    expect((await run('promote', 'members')).output).toEqual([
      expect.stringMatching(/^members: release [\w-]+ \(build cli-two\) is live$/),
    ]);
    expect((await run('rollback', 'members')).output).toEqual([
      expect.stringMatching(/^members: release [\w-]+ \(build cli-one\) is live$/),
    ]);
    await expect(run('promote', 'members')).rejects.toThrow(CliError);
  });

  it('prints every reason of a refused release and exits 1', async () => {
    const refused = await run('release', 'members', cdn.publish('mf-members/cli-3', goodBuild({ name: 'mf_public' })));
    expect(refused.code).toBe(1);
    expect(refused.output.slice(1)).toEqual([
      expect.stringMatching(/^Refused \(release [\w-]+\):$/),
      `  - the manifest's name is "mf_public"; the members area's remote is "mf_members"`,
    ]);
    expect(() => releaseCommands.release!(['members', 'x', '--canary', '150'])).toThrow(/canary must be a whole percent from 1 to 99/);
    expect(() => releaseCommands.rollback!(['members', '--to', 'yesterday'])).toThrow(/to must be the id of a release/);
  });

  it('check-shell exits 1 naming each serving release a new shell would break, 0 when it fits them all', async () => {
    expect(await run('check-shell')).toEqual({ code: 0, output: ['The shell fits every serving release (1).'] });
    const next = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-next-shell-'));
    fs.writeFileSync(path.join(next, SHELL_SHARED_VERSIONS_FILE), JSON.stringify({ ...SHELL_VERSIONS, react: '20.0.0' }));
    try {
      const checked = await run('check-shell', next);
      expect(checked.code).toBe(1);
      expect(checked.output).toEqual([
        expect.stringMatching(/^members \(live release [\w-]+\): mf-members needs react ~19\.3\.0; the shell provides 20\.0\.0$/),
      ]);
    } finally {
      fs.rmSync(next, { recursive: true, force: true });
    }
  });
});
