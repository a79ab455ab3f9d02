// Builds the Storybook designers open (issue #14): the design system's in storybook-static/, and
// each remote's screen stories below it (storybook-static/screens/<area>/), where main.ts's refs
// point in a static build. Two builds at a time: the machines running `pnpm test` have two cores.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { screenStorybooks } from '../.storybook/screen-storybooks';

const out = resolve(import.meta.dirname, '../storybook-static');
const repo = resolve(import.meta.dirname, '../..');

interface Build {
  name: string;
  /** Where `storybook build` writes it. */
  output: string;
}

const builds: Build[] = [
  { name: '@nextlevel/design-system', output: out },
  ...screenStorybooks.map(({ pkg }) => ({ name: pkg, output: resolve(repo, pkg, 'storybook-static') })),
];

function run({ name, output }: Build): Promise<void> {
  const started = Date.now();
  return new Promise((done, fail) => {
    const child = spawn('pnpm', ['--filter', name, 'exec', 'storybook', 'build', '--quiet', '-o', output], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('close', (code) => {
      if (code === 0) {
        console.log(`built ${name} in ${Math.round((Date.now() - started) / 1000)} s`);
        done();
      } else fail(new Error(`storybook build of ${name} failed (${code}):\n${log}`));
    });
  });
}

/** Runs the builds two at a time. */
async function runAll(queue: Build[]): Promise<void> {
  const next = async (): Promise<void> => {
    const build = queue.shift();
    if (!build) return;
    await run(build);
    await next();
  };
  await Promise.all([next(), next()]);
}

// Each remote builds into its own folder (a build empties its output folder first, so none
// writes into the design system's while that one builds); then the copies go below it.
await runAll([...builds]);
for (const { pkg, dir } of screenStorybooks) {
  const target = resolve(out, dir);
  rmSync(target, { recursive: true, force: true });
  cpSync(resolve(repo, pkg, 'storybook-static'), target, { recursive: true });
}
console.log(`composed Storybook in ${out}`);
