import fs from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../../app-deps';
import { periodicJob, type PeriodicJob } from '../periodic';
import { outboxDir } from './file-transport';
import type { Logger } from './types';

/**
 * How long a mail the file transport wrote stays in DATA_DIR/outbox. Its verification and reset
 * links are credentials, as the database outbox knows (outbox-store.ts blanks a sent mail's body).
 */
export const OUTBOX_FILE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface OutboxFilesPrunerOptions {
  dataDir: string;
  clock: Clock;
  logger: Logger;
  intervalMs?: number;
  maxAgeMs?: number;
}

export interface OutboxFilesPruner extends PeriodicJob {
  /** Deletes the .eml files last written more than `maxAgeMs` ago; resolves to how many went. */
  runOnce(): Promise<number>;
}

const filesIn = async (dir: string): Promise<string[]> => {
  try {
    return await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
};

/** Deletes old mail files from DATA_DIR/outbox on a timer (issue #23 item 12), whichever transport runs now. */
export const createOutboxFilesPruner = ({
  dataDir,
  clock,
  logger,
  intervalMs = 60 * 60_000,
  maxAgeMs = OUTBOX_FILE_MAX_AGE_MS,
}: OutboxFilesPrunerOptions): OutboxFilesPruner => {
  const dir = outboxDir(dataDir);
  const runOnce = async () => {
    const cutoff = clock.now().getTime() - maxAgeMs;
    let pruned = 0;
    for (const name of (await filesIn(dir)).filter((n) => n.endsWith('.eml'))) {
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile() || stat.mtimeMs > cutoff) continue;
      await fs.rm(file, { force: true });
      pruned += 1;
    }
    return pruned;
  };

  const job = periodicJob({
    intervalMs,
    runAtStart: true,
    run: async () => {
      const files = await runOnce();
      if (files > 0) logger.info({ files, dir }, 'mail files older than a day deleted from the outbox directory');
    },
    onError: (err) => logger.error({ err }, 'outbox file pruning failed; will try again'),
  });
  return { ...job, runOnce };
};
