import type { TestProject } from 'vitest/node';
import { makeDataTemplate } from './data-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR for a file's own PGlite server to start from (own-server.ts). */
    dataTemplate: string;
  }
}

/** The data template every file's own server starts from, made once a run and removed at its end. */
export default async function setup(project: TestProject) {
  const template = await makeDataTemplate();
  project.provide('dataTemplate', template.dir);
  return template.remove;
}
