import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { endpoints, type AreaBuildViews } from '@nextlevel/bff/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, signIn } from './support/accounts';
import { allStarted } from './support/all-started';
import { launchBrowser } from './support/browser';
import { collectPageErrors } from './support/page-errors';
import { repoRoot } from './support/paths';
import { startFromTemplate } from './support/own-server';
import type { RunningServer } from './support/server';

// Issue #25 item 1: a fourth area the way a new team adds one. A copy of this tree gets
// `pnpm new-area partners --path /partners --category Member` and nothing else; its new remote and
// the shell are built there (the other areas' builds are copied from this tree's `pnpm build`), and
// its bff serves the area, the shell guards it, analytics counts its pages and the linter knows it.

let tree: string;
let server: RunningServer | undefined;
let browser: Browser;
let changedOutsidePackage: string[];
/** ESLint's JSON report on the new area (lintTheArea). */
let lintReport: string;

const execFileAsync = promisify(execFile);
/** Runs a command in the copy (or `cwd`) and gives back its standard output; fails with its output when it fails. */
const run = async (command: string, args: string[], cwd = tree) =>
  (await execFileAsync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: '1' } })).stdout;

/** This repository's files (committed or not, never ignored ones), copied to a fresh folder. */
const copyOfTree = async (): Promise<string> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-new-area-'));
  const files = (await run('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], repoRoot)).split('\0').filter(Boolean);
  for (const file of files) {
    if (!fs.existsSync(path.join(repoRoot, file))) continue; // deleted in the work tree
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(repoRoot, file), path.join(dir, file));
  }
  await run('git', ['init', '-q'], dir);
  await run('git', ['add', '-A'], dir);
  await run('git', ['-c', 'user.name=e2e', '-c', 'user.email=e2e@example.com', 'commit', '-qm', 'the tree before the scaffold'], dir);
  return dir;
};

/** ESLint's JSON report of one file. */
interface LintResult {
  filePath: string;
  messages: { message: string }[];
}
const probe = 'mf-partners/src/features/dashboard/probe.ts';

/**
 * ESLint on the new package (with a probe in it that imports another remote) and the registry: its
 * JSON report, whatever it exits with (the probe makes it fail).
 */
const lintTheArea = async (): Promise<string> => {
  fs.writeFileSync(
    path.join(tree, probe),
    "export { DashboardPage } from '../../../../mf-members/src/features/dashboard/DashboardPage';\n",
  );
  try {
    return await run('pnpm', ['exec', 'eslint', '--format', 'json', 'mf-partners', 'bff/src/contract/areas.ts']);
  } catch (err) {
    return (err as { stdout?: string }).stdout ?? '';
  }
};

beforeAll(async () => {
  tree = await copyOfTree();
  await run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);
  await run('pnpm', ['new-area', 'partners', '--path', '/partners', '--category', 'Member']);
  await run('git', ['add', '-A']);
  changedOutsidePackage = (await run('git', ['diff', '--cached', '--name-only', 'HEAD']))
    .split('\n')
    .filter((f) => f && !f.startsWith('mf-partners/'));
  for (const pkg of ['mf-public', 'mf-members', 'mf-internal'])
    fs.cpSync(path.join(repoRoot, pkg, 'dist'), path.join(tree, pkg, 'dist'), { recursive: true });
  // Side by side, each mostly one core's work: the bff reads the builds only when a page is asked
  // for, so it starts while they are made; the linter reads sources only.
  await allStarted([
    run('pnpm', ['--filter', '@nextlevel/shell', '--filter', 'mf-partners', '--parallel', 'run', 'build']),
    startFromTemplate({ root: tree }).then((s) => (server = s)),
    lintTheArea().then((report) => (lintReport = report)),
    launchBrowser().then((b) => (browser = b)),
  ]);
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (tree) fs.rmSync(tree, { recursive: true, force: true });
});

describe('pnpm new-area partners --path /partners --category Member', () => {
  it('touches nothing outside mf-partners/ but its registry entry (and the lockfile that links the package)', () => {
    expect(changedOutsidePackage.sort()).toEqual(['bff/src/contract/areas.ts', 'pnpm-lock.yaml']);
    expect(fs.existsSync(path.join(tree, 'mf-partners/src/features/dashboard/DashboardPage.stories.tsx'))).toBe(true);
  });

  it('is served: in the remotes map, with its manifest, and its pages get the site', async () => {
    const remotes = (await (await fetch(`${server!.baseUrl}/remotes.json`)).json()) as Record<string, string>;
    expect(remotes.partners).toBe('/remotes/mf-partners/mf-manifest.json');
    const manifest = await fetch(`${server!.baseUrl}${remotes.partners}`);
    expect(manifest.status).toBe(200);
    expect(((await manifest.json()) as { name: string }).name).toBe('mf_partners');
    const page = await fetch(`${server!.baseUrl}/partners/dashboard`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');
  });

  it('is guarded: signed out goes to sign in, staff see Access denied, a Member sees the area, and its page views are counted', async () => {
    const at = (p: string) => new URL(p, server!.baseUrl).href;
    const visitor = await browser.newPage();
    await visitor.goto(at('/partners/dashboard'));
    await visitor.waitForURL(at('/login?next=%2Fpartners%2Fdashboard'));
    await visitor.close();

    const staff = await browser.newContext();
    await signIn(staff, server!.baseUrl, await demoAccount(server!.dataDir, 'Internal'));
    const staffPage = await staff.newPage();
    await staffPage.goto(at('/partners/dashboard'));
    await staffPage.getByText('Access denied').first().waitFor();
    await staff.close();

    const members = await browser.newContext();
    await signIn(members, server!.baseUrl, await demoAccount(server!.dataDir, 'Member'));
    const page = await members.newPage();
    const errors = collectPageErrors(page);
    const pageView = page.waitForRequest((req) => new URL(req.url()).pathname === endpoints.recordPageView.path && req.method() === 'POST');
    await page.goto(at('/partners/dashboard'));
    await page.getByRole('heading', { level: 1, name: 'Partners' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Sidebar' }).getByText('Partners').count()).toBeGreaterThan(0);
    const sent = await pageView;
    expect(JSON.parse(sent.postData() ?? '{}')).toMatchObject({ page_path: '/partners/dashboard', area: 'partners' });
    expect((await sent.response())?.status()).toBeLessThan(300);
    expect(errors).toEqual([]);
    await members.close();

    const analyst = await browser.newContext();
    await signIn(analyst, server!.baseUrl, await demoAccount(server!.dataDir, 'Internal'));
    let builds: AreaBuildViews[] = [];
    for (let tries = 0; tries < 40 && !builds.some((b) => b.area === 'partners'); tries++) {
      await new Promise((r) => setTimeout(r, 250));
      builds = (await (await analyst.request.get(at(`${endpoints.getBuildViews.path}?days=7`))).json()) as AreaBuildViews[];
    }
    expect(builds.find((b) => b.area === 'partners')).toMatchObject({ views: 1, unique_users: 1 });
    await analyst.close();
  });

  it('is linted: its code passes, and an import of another remote is refused', () => {
    const lint = JSON.parse(lintReport) as LintResult[];
    const messagesOf = (file: string) => lint.find((r) => path.relative(tree, r.filePath) === file)?.messages.map((m) => m.message);
    const others = lint.filter((r) => path.relative(tree, r.filePath) !== probe);
    // Linted, and not a message (an error or a warning) on any of its files or the registry.
    expect(messagesOf('bff/src/contract/areas.ts')).toEqual([]);
    expect(messagesOf('mf-partners/src/app/routes.tsx')).toEqual([]);
    expect(others.filter((r) => r.messages.length > 0)).toEqual([]);
    expect(messagesOf(probe)?.join('\n')).toContain('A remote never imports another remote.');
  });
});
