/**
 * Time management inside the search: after each completed iteration of iterative deepening, whether
 * another is worth starting. The hard limit (`SearchLimits.timeMs`) is enforced by the search itself;
 * this decides the soft one.
 */
import type { SearchLimits } from './types';

/** What the search knows after an iteration completes. */
export interface IterationReport {
  readonly depth: number;
  readonly score: number;
  /** The score of the iteration before (0 before the first). */
  readonly previousScore: number;
  /** Whether this iteration's best move differs from the last one's. */
  readonly moveChanged: boolean;
}

/** Whether to start another iteration, `elapsedMs` into a search with `limits`. */
export function deepenAgain(limits: SearchLimits, elapsedMs: number, iteration: IterationReport): boolean {
  void iteration;
  if (limits.timeMs === undefined) return true;
  // Starting another iteration that cannot finish in time only wastes it.
  return elapsedMs <= limits.timeMs * 0.45;
}
