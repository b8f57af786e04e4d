import { strengthOf } from '../../../ai';

/**
 * The slowest engine the watchdog allows for, in nodes a millisecond: well below a phone's speed (about
 * 4x slower than a desktop, `npm run bench:browser`), so only a dead worker runs into it.
 */
export const SLOWEST_NODES_PER_MS = 25;

/** Always allowed on top of the search itself: the worker's start and warm-up on a slow device. */
export const DEFAULT_GRACE_MS = 15_000;

/**
 * How long the client waits for the worker before it decides the worker is dead or stuck and plays a
 * fallback move. Strengths are node budgets that must finish on any device, so this never cuts thinking
 * short on a slow one: it is the budget's time at the slowest speed allowed for, plus the grace.
 */
export function watchdogMs(strength: number, graceMs = DEFAULT_GRACE_MS): number {
  const nodes = strengthOf(strength).nodes ?? 0;
  return graceMs + Math.ceil(nodes / SLOWEST_NODES_PER_MS);
}
