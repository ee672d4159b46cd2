import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The e2e server's DATA_DIR (its email outbox is `outbox/`). */
    dataDir: string;
  }
}

/** Starts the real server once for the whole run and hands its address to the tests. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseURL', server.baseURL);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
