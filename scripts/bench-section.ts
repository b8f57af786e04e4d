/**
 * The shape of one section of `npm run bench`, shared by scripts/bench.ts and the sections it lists
 * (e.g. `searchSection` in scripts/bench-search.ts). A section measures some work and returns rows;
 * bench.ts does the printing, so every section reads the same.
 */
export interface BenchRow {
  /** What was measured, e.g. `start 7×7, depth 6`. */
  readonly label: string;
  /** How much work the best run did (nodes, games, positions…). */
  readonly work: number;
  /** The unit of `work`, plural: `nodes`. */
  readonly unit: string;
  /** The best (shortest) wall-clock time of the runs, in seconds. */
  readonly seconds: number;
  /** The least CPU time of the runs, when measured: much less than `seconds` means the machine was busy. */
  readonly cpuSeconds?: number;
  /** A short verdict or remark: `✓ table`, `✗ expected 141865520`, `target ≤ 0.5 s: met`. */
  readonly check?: string;
}

export interface BenchSection {
  readonly title: string;
  /** Measures each row `runs` times and reports the best; may be async (workers, child processes). */
  run(runs: number): BenchRow[] | Promise<BenchRow[]>;
}

/**
 * Runs `work` `runs` times (at least once) and keeps the fastest wall-clock time with its result, and
 * the least CPU time of any run: on a machine shared with other jobs the wall clock also counts time
 * spent waiting for a core, the CPU time does not.
 */
export function bestOf<T>(runs: number, work: () => T): { result: T; seconds: number; cpuSeconds: number } {
  let best: { result: T; seconds: number; cpuSeconds: number } | null = null;
  for (let i = 0; i < Math.max(1, runs); i++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const result = work();
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    // The result goes with its own time: a timed search's nodes differ from run to run.
    if (best === null) best = { result, seconds, cpuSeconds };
    else
      best = {
        result: seconds < best.seconds ? result : best.result,
        seconds: Math.min(seconds, best.seconds),
        cpuSeconds: Math.min(cpuSeconds, best.cpuSeconds),
      };
  }
  return best as { result: T; seconds: number; cpuSeconds: number };
}

/** Runs `work` `runs` times (at least once) and reports the median wall-clock and CPU times. */
export function medianOf<T>(runs: number, work: () => T): { result: T; seconds: number; cpuSeconds: number } {
  const walls: number[] = [];
  const cpus: number[] = [];
  let result: T | undefined;
  for (let i = 0; i < Math.max(1, runs); i++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    result = work();
    walls.push((performance.now() - started) / 1000);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1e6);
  }
  const median = (values: number[]): number => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { result: result as T, seconds: median(walls), cpuSeconds: median(cpus) };
}
