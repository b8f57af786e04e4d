/**
 * A test file's cleanup on `exit` (the fault tests' PostgreSQL clusters, Redis, nginx and data folders)
 * must run when the run is stopped too: `npm test` stops its Vitest workers with SIGTERM on Ctrl-C or a
 * CI timeout, and a signal with no listener ends a Node process without its `exit` event. Loaded first
 * in every worker (vitest.config.ts, setupFiles).
 */
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.once(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143));
}
