import { defineConfig } from 'vitest/config';
import QuietLastSequencer from './tests/support/quiet-last-sequencer.ts';

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/plain-summary-reporter.ts'],
    sequence: { sequencer: QuietLastSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: [
            'tests/e2e/**',
            'tests/server/cluster-faults.test.ts',
            'tests/server/one-process-restart.test.ts',
            'node_modules/**',
          ],
          environment: 'node',
          setupFiles: ['./tests/support/exit-on-signal.ts'],
          testTimeout: 60_000,
          // Both cores: Vitest's default is one worker fewer than the machine has, one on ours, and the
          // unit files (each with its own database or club on port 0) do not share state.
          maxWorkers: 2,
          // First, then the browser tests (1), then the fault tests (2), each group after the one before.
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The cluster's fault tests time recoveries of real processes (a game back within 10 s): they run
        // last and alone, so the rest of the suite does not eat the seconds they measure.
        test: {
          name: 'faults',
          // The browser's own fault test is one of them: it kills a process under two real game clients.
          // So are one process's restarts (the server's, and the browser's for each game), which kill and
          // start a club.
          include: [
            'tests/server/cluster-faults.test.ts',
            'tests/server/one-process-restart.test.ts',
            'tests/e2e/cluster-faults.test.ts',
            'tests/e2e/one-process-restart.test.ts',
            'tests/e2e/oxono-restart.test.ts',
          ],
          environment: 'node',
          setupFiles: ['./tests/support/exit-on-signal.ts'],
          testTimeout: 60_000,
          // One cluster at a time: two on these two cores would each slow the other's recoveries.
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: [
            'tests/e2e/cluster-faults.test.ts',
            'tests/e2e/one-process-restart.test.ts',
            'tests/e2e/oxono-restart.test.ts',
            'node_modules/**',
          ],
          environment: 'node',
          globalSetup: ['./tests/e2e/global-setup.ts'],
          setupFiles: ['./tests/support/exit-on-signal.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One browser file at a time; its own group (a project without parallelism and no group of its
          // own would fall into Vitest's sequential group, which runs after every numbered one).
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
