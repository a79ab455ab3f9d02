import type { ViteUserConfig } from 'vitest/config';

type TestOptions = NonNullable<ViteUserConfig['test']>;

/** What the two database projects (bff-pglite, bff-pg) share: the same integration files and limits. */
export const integrationTests = {
  include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
  environment: 'node',
  // Spawned servers and knex's own loaders run TypeScript through tsx.
  execArgv: ['--import', 'tsx'],
  // Four files at a time on two cores: much of an integration file's time is spent waiting (the
  // auth answers' 250 ms response floor, spawned processes, timers), not computing.
  maxWorkers: 4,
  // Each file builds its own app and database, so files need no fresh module graph: sharing one
  // per worker halves the run (the bff's imports were ~40% of it, paid again for every file).
  isolate: false,
  // A timeout catches a hang, not slowness: beside the other lane the machine is saturated, and the
  // heaviest tests (the analytics watermark, the internal list's walk) took over 30 s, 3-6× alone.
  testTimeout: 90_000,
  hookTimeout: 60_000,
} satisfies TestOptions;
