import type { TestProject } from 'vitest/node';
import { serveFolder, type StaticSite } from '../../src/server/static-site';

let site: StaticSite | undefined;

/**
 * Serves the browser tests' build of the game (`dist-e2e/`, the one with the test hooks, or `$E2E_DIST`
 * so several people can build and test at once) as a plain static site, the way a player's host would.
 */
export async function setup(project: TestProject): Promise<void> {
  const root = process.env.E2E_DIST ?? 'dist-e2e';
  site = await serveFolder(root).catch((error: Error) => {
    throw new Error(`${error.message} (run \`npm run build:e2e\` before the browser tests)`);
  });
  project.provide('baseUrl', site.url);
}

export async function teardown(): Promise<void> {
  await site?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
