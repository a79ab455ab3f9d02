import type { TestProject } from 'vitest/node';
import { allStarted } from './all-started';
import { makeDataTemplate, type DataTemplate } from './data-template';
import { startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    remotesFile: string;
    /** A DATA_DIR for a file's own PGlite server to start from (ServerOptions.dataFrom). */
    dataTemplate: string;
  }
}

/**
 * One production server for the whole run, stopped at the end; and, made beside it on a second
 * empty DATA_DIR (each start is mostly one core's work), the data template of the files' own servers.
 */
export default async function setup(project: TestProject) {
  let server: RunningServer | undefined;
  let template: DataTemplate | undefined;
  const stop = async () => {
    await server?.stop();
    await template?.remove();
  };
  try {
    await allStarted([startServer().then((s) => (server = s)), makeDataTemplate().then((t) => (template = t))]);
  } catch (err) {
    await stop();
    throw err;
  }
  project.provide('baseUrl', server!.baseUrl);
  project.provide('dataDir', server!.dataDir);
  project.provide('remotesFile', server!.remotesFile);
  project.provide('dataTemplate', template!.dir);
  return stop;
}
