import { fileURLToPath } from 'node:url';
import { runMeasured } from './cpu-time';
import { failuresIn } from './failures';

// `pnpm test`: every check, with each phase's time at the end so a slow run says where its minutes
// went (issue #25: under 15 minutes on a 2-core machine). Each phase's CPU seconds are printed beside
// its wall time: on a busy machine the wall time varies from run to run, the CPU far less.
// No phase keeps both cores busy all the time (the type check and the lint are one process each;
// the browser phases and the database tests wait on pages, timers and servers), so the phases run
// in two lanes side by side, each lane's phases one after another: the two lanes' CPU seconds are
// about equal. A failed phase ends its lane; the other lane runs on, so one run reports every failure.
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
  output: string;
}

/** Runs `pnpm run <script>`, keeping its output until it ends so the two lanes' never interleave. */
const run = async ({ name, script }: Phase): Promise<Outcome> => {
  const output: Buffer[] = [];
  const spent = await runMeasured('pnpm', ['run', '--silent', script], {
    cwd: root,
    onOutput: (chunk) => output.push(chunk),
  });
  const text = Buffer.concat(output);
  const outcome = { name, seconds: spent.seconds, cpuSeconds: spent.cpuSeconds, ok: spent.code === 0, output: text.toString() };
  process.stdout.write(text);
  console.log(`== ${name}: ${outcome.ok ? 'passed' : 'FAILED'} in ${Math.round(outcome.seconds)} s${cpu(outcome.cpuSeconds)}`);
  return outcome;
};

const cpu = (seconds: number | null) => (seconds === null ? '' : `, ${Math.round(seconds)} s CPU`);
const column = (seconds: number | null) => (seconds === null ? '–' : Math.round(seconds).toString()).padStart(5);

const lanes: Phase[][] = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'unit, component and bff integration tests', script: 'test:unit' },
  ],
  [
    { name: 'lint', script: 'lint' },
    { name: 'Storybook: build and check every story', script: 'test:storybook' },
    { name: 'e2e: build isolation and browser journeys', script: 'test:e2e' },
  ],
];

const started = Date.now();
const outcomes: Outcome[] = [];
const runLane = async (lane: Phase[]) => {
  for (const phase of lane) {
    const outcome = await run(phase);
    outcomes.push(outcome);
    if (!outcome.ok) return;
  }
};
console.log(`== ${lanes.map((lane) => lane.map((phase) => phase.name).join(', then ')).join('\n   beside: ')}`);
await Promise.all(lanes.map(runLane));

console.log("\n== pnpm test, by phase (wall and CPU seconds; CPU: user + system of the phase's processes)");
console.log('      wall    CPU');
for (const { name, seconds, cpuSeconds, ok } of outcomes)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${column(seconds)} ${column(cpuSeconds)}  ${name}`);
const cpuInAll = outcomes.every((o) => o.cpuSeconds !== null) ? outcomes.reduce((sum, o) => sum + o.cpuSeconds!, 0) : null;
console.log(`     ${column((Date.now() - started) / 1000)} ${column(cpuInAll)}  in all`);
for (const { name, ok, output } of outcomes) {
  if (ok) continue;
  console.log(`\n== what failed in ${name} (its whole output is above)`);
  for (const line of failuresIn(output)) console.log(`   ${line}`);
}
process.exitCode = outcomes.every((outcome) => outcome.ok) && outcomes.length === lanes.flat().length ? 0 : 1;
