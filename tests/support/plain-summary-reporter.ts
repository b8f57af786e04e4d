import { appendFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the slowest test files (what to look at when the run nears CI's 10 minutes), then the one
 * closing line CI reads: `vitest: N passed, N failed, N skipped`. With VITEST_SUMMARY_FILE set (as
 * scripts/test.sh sets it for its three runs), the counts and every file's time are also appended to
 * that file as one JSON line, from which the script prints one closing line for the whole suite.
 */
export default class PlainSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const module of testModules) {
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed++;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    const files = [...testModules]
      .map((module) => ({
        file: module.moduleId.split('/tests/').pop() ?? module.moduleId,
        ms: module.diagnostic().duration,
      }))
      .sort((a, b) => b.ms - a.ms);
    const slowest = files.slice(0, 8);
    const summaryFile = process.env.VITEST_SUMMARY_FILE;
    if (summaryFile) appendFileSync(summaryFile, JSON.stringify({ passed, failed, skipped, files }) + '\n');
    // Printed after vitest's own output so it is the last line of the run.
    process.on('exit', () => {
      console.log(
        `slowest files: ${slowest.map((s) => `${s.file} ${(s.ms / 1000).toFixed(0)} s`).join(', ')}`,
      );
      console.log(`vitest: ${passed} passed, ${failed} failed, ${skipped} skipped`);
    });
  }
}
