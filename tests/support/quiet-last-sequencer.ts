import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that fetch the whole game into a service worker's cache, twice: beside the unit files' disk
 * work (which `npm test` runs next to the browser files, scripts/test.sh) one of their tests took 26 s
 * instead of 6. They go last in their group, by when the unit files are done; every other file keeps
 * Vitest's own order (slowest first, by the last run's times).
 */
const QUIET_LAST = ['/tests/e2e/offline.test.ts', '/tests/e2e/new-version.test.ts'];

const wantsQuiet = (file: TestSpecification): boolean =>
  QUIET_LAST.some((name) => file.moduleId.endsWith(name));

export default class QuietLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => !wantsQuiet(file)), ...sorted.filter(wantsQuiet)];
  }
}
