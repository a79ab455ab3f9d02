import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// `pnpm test`: every check, in the order that fails fastest, with each phase's time at the end so a
// slow run says where its minutes went (issue #25: under 15 minutes on a 2-core machine).
// The type check and the lint are each one process on one core, so they run side by side; the
// later phases use both cores themselves and run one after another.
const root = fileURLToPath(new URL('..', import.meta.url));

interface Phase {
  name: string;
  script: string;
}

interface Outcome {
  name: string;
  seconds: number;
  ok: boolean;
}

/** Runs `pnpm run <script>`; a phase beside another keeps its output until it ends, so the two never interleave. */
const run = ({ name, script }: Phase, buffered: boolean): Promise<Outcome> =>
  new Promise((done) => {
    const started = Date.now();
    const child = spawn('pnpm', ['run', '--silent', script], { cwd: root, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const outcome = { name, seconds: (Date.now() - started) / 1000, ok: code === 0 };
      if (buffered) process.stdout.write(Buffer.concat(output));
      console.log(`== ${name}: ${outcome.ok ? 'passed' : 'FAILED'} in ${Math.round(outcome.seconds)} s`);
      done(outcome);
    });
  });

const stages: Phase[][] = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
  ],
  [{ name: 'unit, component and bff integration tests', script: 'test:unit' }],
  [{ name: 'Storybook: build and check every story', script: 'test:storybook' }],
  [{ name: 'e2e: build isolation and browser journeys', script: 'test:e2e' }],
];

const started = Date.now();
const outcomes: Outcome[] = [];
for (const stage of stages) {
  console.log(`\n== ${stage.map((phase) => phase.name).join(' + ')}`);
  const results = await Promise.all(stage.map((phase) => run(phase, stage.length > 1)));
  outcomes.push(...results);
  if (results.some((result) => !result.ok)) break;
}

console.log('\n== pnpm test, by phase');
for (const { name, seconds, ok } of outcomes)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${Math.round(seconds).toString().padStart(5)} s  ${name}`);
console.log(
  `     ${Math.round((Date.now() - started) / 1000)
    .toString()
    .padStart(5)} s  in all`,
);
process.exitCode = outcomes.every((outcome) => outcome.ok) && outcomes.length === stages.flat().length ? 0 : 1;
