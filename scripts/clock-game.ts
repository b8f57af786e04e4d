/**
 * A game between two UAI engines on real clocks, as a tournament manager plays it: each side's clock
 * runs from writing `go` to reading `bestmove` (process and pipe latency included), the increment is
 * added after each move, and a side whose clock runs out loses on time. Used by `npm run ai:match --
 * --tc` and `npm run uai:timing`.
 */
import { applyMove, legalMoves, outcome, type Position, type Ruleset, type Side } from '../src/core/index.ts';
import type { UaiPlayer } from './uai-player.ts';

/** A time control: each side starts with `baseMs` and gains `incMs` after each of its moves. */
export interface TimeControl {
  readonly baseMs: number;
  readonly incMs: number;
}

export interface ClockGameResult {
  /** 1, 0.5 or 0 for the player with x. */
  readonly xScore: number;
  /** The side that lost on time, if one did, with the time it had and the time its last move took. */
  readonly flagged: Side | null;
  readonly flag?: { readonly hadMs: number; readonly tookMs: number; readonly ply: number };
  /** The least time each side had left after a move (before its increment), in milliseconds. */
  readonly leastLeft: Readonly<Record<Side, number>>;
  /** Moves each side made, and the time each spent in all. */
  readonly moves: Readonly<Record<Side, number>>;
  readonly spentMs: Readonly<Record<Side, number>>;
}

/** Reads `10+0.1` (seconds, as tournament managers write it) or `10` as a time control. */
export function parseTimeControl(text: string): TimeControl | null {
  const match = /^(\d+(?:\.\d+)?)(?:\+(\d+(?:\.\d+)?))?$/.exec(text.trim());
  if (!match) return null;
  const baseMs = Math.round(Number(match[1]) * 1000);
  const incMs = Math.round(Number(match[2] ?? '0') * 1000);
  return baseMs > 0 ? { baseMs, incMs } : null;
}

export const timeControlText = (tc: TimeControl): string => `${tc.baseMs / 1000}+${tc.incMs / 1000}`;

/** Plays one game from `start` between the engines for x and o (the same engine may play both). */
export async function playClockGame(
  start: Position,
  x: UaiPlayer,
  o: UaiPlayer,
  tc: TimeControl,
  rules: Ruleset = 'classic',
): Promise<ClockGameResult> {
  const left: Record<Side, number> = { x: tc.baseMs, o: tc.baseMs };
  const leastLeft: Record<Side, number> = { x: tc.baseMs, o: tc.baseMs };
  const moves: Record<Side, number> = { x: 0, o: 0 };
  const spentMs: Record<Side, number> = { x: 0, o: 0 };
  let flag: ClockGameResult['flag'];
  const result = (xScore: number, flagged: Side | null = null): ClockGameResult => ({
    xScore,
    flagged,
    ...(flag ? { flag } : {}),
    leastLeft,
    moves,
    spentMs,
  });
  let position = start;
  for (let ply = 0; ply < 2000; ply++) {
    const over = outcome(position, rules);
    if (over) return result(over.winner === 'x' ? 1 : over.winner === 'o' ? 0 : 0.5);
    const side = position.turn;
    const clocks = { wtime: left.o, btime: left.x, winc: tc.incMs, binc: tc.incMs };
    const { move, ms } = await (side === 'x' ? x : o).timedMove(position, { clocks });
    if (ms >= left[side]) flag = { hadMs: left[side], tookMs: ms, ply };
    left[side] -= ms;
    spentMs[side] += ms;
    moves[side]++;
    leastLeft[side] = Math.min(leastLeft[side], left[side]);
    if (left[side] <= 0) return result(side === 'x' ? 0 : 1, side);
    left[side] += tc.incMs;
    if (!legalMoves(position, rules).includes(move))
      throw new Error(`${side} played an illegal move ${move}`);
    position = applyMove(position, move).position;
  }
  return result(0.5);
}
