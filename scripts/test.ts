import { fileURLToPath } from 'node:url';
import { runMeasured } from './cpu-time';

// `pnpm test`: every check, in the order that fails fastest, with each phase's time at the end so a
// slow run says where its minutes went (issue #25: under 15 minutes on a 2-core machine). Each phase's
// CPU seconds are printed beside its wall time: on a busy machine the wall time varies from run to run,
// the CPU far less, and the wall time of a busy run grows with it.
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
  /** The phase's whole process tree, user + system; null where /proc is not there to read it. */
  cpuSeconds: number | null;
  ok: boolean;
}

/** Runs `pnpm run <script>`; a phase beside another keeps its output until it ends, so the two never interleave. */
const run = async ({ name, script }: Phase, buffered: boolean): Promise<Outcome> => {
  const output: Buffer[] = [];
  const spent = await runMeasured('pnpm', ['run', '--silent', script], { cwd: root, buffered, onOutput: (chunk) => output.push(chunk) });
  const outcome = { name, seconds: spent.seconds, cpuSeconds: spent.cpuSeconds, ok: spent.code === 0 };
  if (buffered) process.stdout.write(Buffer.concat(output));
  console.log(`== ${name}: ${outcome.ok ? 'passed' : 'FAILED'} in ${Math.round(outcome.seconds)} s${cpu(outcome.cpuSeconds)}`);
  return outcome;
};

const cpu = (seconds: number | null) => (seconds === null ? '' : `, ${Math.round(seconds)} s CPU`);
const column = (seconds: number | null) => (seconds === null ? '–' : Math.round(seconds).toString()).padStart(5);

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

console.log("\n== pnpm test, by phase (wall and CPU seconds; CPU: user + system of the phase's processes)");
console.log('      wall    CPU');
for (const { name, seconds, cpuSeconds, ok } of outcomes)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${column(seconds)} ${column(cpuSeconds)}  ${name}`);
const cpuInAll = outcomes.every((o) => o.cpuSeconds !== null) ? outcomes.reduce((sum, o) => sum + o.cpuSeconds!, 0) : null;
console.log(`     ${column((Date.now() - started) / 1000)} ${column(cpuInAll)}  in all`);
process.exitCode = outcomes.every((outcome) => outcome.ok) && outcomes.length === stages.flat().length ? 0 : 1;
