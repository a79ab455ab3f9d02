import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from './config/config';

/**
 * The bff's entry: the configuration is read and checked first, and only a good one loads the rest
 * of the bff (serve.ts), so a mistake in the environment is told at once, before seconds of loading.
 */
export const startServer = async (env: NodeJS.ProcessEnv = process.env): Promise<Server> => {
  const config = loadConfig(env);
  const { serve } = await import('./serve');
  return serve(config);
};

const isEntry = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  startServer().catch((err: unknown) => {
    if (err instanceof ConfigError) console.error(err.message);
    else console.error('bff failed to start:', err);
    process.exit(1);
  });
}
