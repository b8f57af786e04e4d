/**
 * Time management: how long a move may take on a real clock, and, after each completed iteration of
 * iterative deepening, whether another is worth starting. The hard limit (`SearchLimits.timeMs`) is
 * the search's deadline, enforced inside it; this decides the soft one.
 */
import { countEmpty, type Position } from '../core';
import type { SearchLimits } from './types';

/** What the search knows after an iteration completes. */
export interface IterationReport {
  readonly depth: number;
  readonly score: number;
  /** The score of the iteration before (0 before the first). */
  readonly previousScore: number;
  /** Whether this iteration's best move differs from the last one's. */
  readonly moveChanged: boolean;
  /** Completed iterations in a row, before this one, that kept the same best move (0 after a change). */
  readonly stableIterations?: number;
  /**
   * The score two iterations back (same side moved last, so no odd/even swing), or this score when
   * there is none: a fall from it means the search found trouble.
   */
  readonly parityScore?: number;
}

/** A side's clock as `go` gives it. */
export interface Clock {
  readonly timeMs: number;
  readonly incMs: number;
  readonly movesToGo?: number;
}

/** What one move may take: start no iteration past `softMs`, never search past `hardMs`. */
export interface TimeBudget {
  readonly softMs: number;
  readonly hardMs: number;
}

/** The time-related numbers of a UAI `go` (milliseconds; x moves first, like black, so its clock is btime). */
export interface GoClock {
  readonly wtime?: number;
  readonly btime?: number;
  readonly winc?: number;
  readonly binc?: number;
  readonly movestogo?: number;
  readonly movetime?: number;
}

/** What a `go` asks of the search in time, and by when the host answers whatever the search has. */
export interface GoTime {
  readonly limits: Pick<SearchLimits, 'timeMs' | 'softMs' | 'spendAll'>;
  readonly answerWithinMs?: number;
}

/**
 * The share of a `go movetime` kept back for what follows the search's deadline (the search noticing
 * it, unwinding, the answer crossing threads and the pipe): a few milliseconds at most.
 */
const MOVETIME_RESERVE = 0.02;
const MOVETIME_RESERVE_MAX_MS = 5;
/** How long past its hard budget a clock search may keep the host waiting before it answers anyway. */
const CLOCK_GRACE_MS = 5;

/** The most moves a clock's time is shared over (a long game's far moves get the increments). */
const MAX_HORIZON = 50;
/**
 * The soft budget as a share of a move's even share of the time: the iteration that starts just before
 * it takes a few times as long as those before it, so a move ends, on average, near its even share.
 */
const SOFT_OF_SHARE = 0.5;
/** The hard budget as a multiple of the even share, for a move in trouble. */
const HARD_OF_SHARE = 3;
/** Shares of the spendable time (the clock less the overhead) one move may plan on and may reach. */
const SOFT_SHARE = 0.15;
const HARD_SHARE = 0.4;
/**
 * Time no budget touches: a machine under load can hold a process up for a few hundred milliseconds,
 * and a clock that runs near zero (a long game living on its increment) would then flag.
 */
const CUSHION_MS = 300;
const CUSHION_SHARE = 0.25;
/** The last move before the clock is refilled (`movestogo 1`) may take nearly all of it. */
const LAST_SOFT_SHARE = 0.5;
const LAST_HARD_SHARE = 0.85;

/**
 * How many moves the side to move still expects to make: each move fills a square or (a jump) none, so
 * a side makes a little more than half as many moves as there are empty squares; engine games from the
 * 7×7 start last about 35 to 45 moves a side. Bounded, since games also end early.
 */
export function movesLeft(position: Position): number {
  return Math.min(MAX_HORIZON, Math.max(8, Math.ceil(countEmpty(position) * 0.75) + 4));
}

/**
 * The budget for one move on a clock. The time for the coming moves (the clock plus the increments
 * still to come, less a cushion and the move overhead: twice for this move, half for each later one) is
 * shared over them, so the increment is used while the clock itself is kept for the moves ahead; the
 * soft budget (when to start no more iterations) is half that share, the hard one three times it, both
 * bounded by a share of what can be spent now without flagging (the clock less `overheadMs` and the
 * cushion). With `movesToGo` the time is shared over exactly those moves, and the last move of a period
 * may take most of what is left.
 */
export function clockBudget(clock: Clock, position: Position, overheadMs: number): TimeBudget {
  const time = Math.max(0, clock.timeMs);
  const inc = Math.max(0, clock.incMs);
  const overhead = Math.max(0, overheadMs);
  const cushion = Math.min(time * CUSHION_SHARE, CUSHION_MS);
  const spendable = Math.max(0, time - overhead - cushion);
  const last = clock.movesToGo === 1;
  const horizon = Math.max(1, Math.min(MAX_HORIZON, clock.movesToGo ?? movesLeft(position)));
  const pool = Math.max(0, time - cushion + inc * (horizon - 1) - overhead * (2 + horizon / 2));
  const share = pool / horizon;
  const soft = Math.min(share * SOFT_OF_SHARE, spendable * (last ? LAST_SOFT_SHARE : SOFT_SHARE));
  const hard = Math.min(share * HARD_OF_SHARE, spendable * (last ? LAST_HARD_SHARE : HARD_SHARE));
  // With nothing to spare the answer comes after the first iteration (or at the first check, 1 ms in).
  return { softMs: Math.floor(soft), hardMs: Math.max(1, Math.floor(hard)) };
}

/** The search's deadline for `go movetime`: the time less a small reserve for the answer's way out. */
export function movetimeDeadline(movetimeMs: number): number {
  const reserve = Math.min(MOVETIME_RESERVE_MAX_MS, Math.ceil(movetimeMs * MOVETIME_RESERVE));
  return Math.max(1, movetimeMs - reserve);
}

/**
 * The time limits of a `go` for the side to move in `position`: `movetime` is spent in full up to its
 * deadline (the move overhead is for clocks, as a fixed time has nothing to keep back for), a clock
 * gets a soft and a hard budget; none when neither is given. `answerWithinMs` is the host's backstop:
 * a millisecond before `movetime`, or a few milliseconds past the hard budget but within the clock less the overhead.
 */
export function goTime(go: GoClock, position: Position, overheadMs: number): GoTime {
  if (go.movetime !== undefined) {
    const movetime = Math.max(1, go.movetime);
    return {
      limits: { timeMs: movetimeDeadline(movetime), spendAll: true },
      answerWithinMs: Math.max(1, movetime - 1),
    };
  }
  const time = position.turn === 'x' ? go.btime : go.wtime;
  if (time === undefined) return { limits: {} };
  const inc = (position.turn === 'x' ? go.binc : go.winc) ?? 0;
  const { softMs, hardMs } = clockBudget(
    { timeMs: time, incMs: inc, movesToGo: go.movestogo },
    position,
    overheadMs,
  );
  const spendable = Math.max(1, time - Math.max(0, overheadMs));
  const answerWithinMs = Math.max(hardMs, Math.min(hardMs + CLOCK_GRACE_MS, spendable));
  return { limits: { timeMs: hardMs, softMs }, answerWithinMs };
}

/**
 * How much of the soft budget this position deserves: more when the best move has just changed or the
 * score fell (the search is finding something), less when the best move has held for several
 * iterations. Early iterations are too shallow to judge by.
 */
export function sharpness(iteration: IterationReport): number {
  if (iteration.depth < 4) return 1;
  const stable = iteration.moveChanged ? 0 : (iteration.stableIterations ?? 0) + 1;
  let factor = stable === 0 ? 1.7 : stable === 1 ? 1.3 : stable <= 3 ? 1 : stable <= 6 ? 0.75 : 0.55;
  const fall = (iteration.parityScore ?? iteration.score) - iteration.score;
  if (fall > 20) factor *= 1 + Math.min(fall, 200) / 200;
  return factor;
}

/** Whether to start another iteration, `elapsedMs` into a search with `limits`. */
export function deepenAgain(limits: SearchLimits, elapsedMs: number, iteration: IterationReport): boolean {
  if (limits.timeMs === undefined) return true;
  if (limits.softMs !== undefined) {
    return elapsedMs < Math.min(limits.timeMs, limits.softMs * sharpness(iteration));
  }
  // A fixed time per move (UAI movetime) is not saved by stopping early; a last iteration cut off by
  // the deadline still searched the best move first and keeps any root move that proved better.
  if (limits.spendAll) return true;
  // Elsewhere (the game) a reply that comes sooner is worth more than an iteration that cannot finish.
  return elapsedMs <= limits.timeMs * 0.45;
}

/**
 * The limits of a search that starts `lateMs` after its `go` was read (the search thread was busy, for
 * instance clearing the table): the time budgets count from the `go`, so they shrink by as much.
 */
export function startedLate(limits: SearchLimits, lateMs: number): SearchLimits {
  const late = Math.max(0, lateMs);
  if (late === 0 || limits.timeMs === undefined) return limits;
  return {
    ...limits,
    timeMs: Math.max(1, limits.timeMs - late),
    ...(limits.softMs !== undefined ? { softMs: Math.max(0, limits.softMs - late) } : {}),
  };
}
