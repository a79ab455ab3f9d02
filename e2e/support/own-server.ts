import { inject } from 'vitest';
import { startServer, type RunningServer, type ServerOptions } from './server';

/**
 * A test file's own production server on PGlite, started from the run's migrated data template
 * (global-setup.ts). Each file has its own, so files run side by side without seeing each other's
 * users, mails or remotes file.
 */
export const startFromTemplate = (options: Omit<ServerOptions, 'dataFrom' | 'databaseUrl'> = {}): Promise<RunningServer> =>
  startServer({ ...options, dataFrom: inject('dataTemplate') });
