/**
 * The clock games of `ai:match --tc` and `uai:timing` as bookkeeping: the `go` line each side is sent,
 * time controls as tournament managers write them, and loss on time, with stand-in players whose moves
 * take a stated time (no clock is read here).
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, startPosition, type Move, type Position } from '../../src/core';
import { parseTimeControl, playClockGame } from '../../scripts/clock-game';
import { goLine, type TimedMove, type UaiLimit, type UaiPlayer } from '../../scripts/uai-player';

/** A player whose every move is the first legal one and takes `ms`; it records each limit it gets. */
function standIn(ms: number): { player: UaiPlayer; limits: UaiLimit[] } {
  const limits: UaiLimit[] = [];
  const timedMove = async (position: Position, limit: UaiLimit): Promise<TimedMove> => {
    limits.push(limit);
    const move: Move = legalMoves(position, 'classic')[0];
    return { move, ms };
  };
  return { player: { timedMove } as unknown as UaiPlayer, limits };
}

describe('clock games', () => {
  it('reads time controls in seconds, with or without an increment', () => {
    expect(parseTimeControl('10+0.1')).toEqual({ baseMs: 10_000, incMs: 100 });
    expect(parseTimeControl('1+0.01')).toEqual({ baseMs: 1000, incMs: 10 });
    expect(parseTimeControl('60')).toEqual({ baseMs: 60_000, incMs: 0 });
    for (const bad of ['', '0', '+1', '10+', 'ten', '-5+1']) expect(parseTimeControl(bad)).toBeNull();
  });

  it('sends each side the clocks, x as black (btime), in whole milliseconds', () => {
    expect(goLine({ clocks: { wtime: 950.7, btime: 1200, winc: 10, binc: 10 } })).toBe(
      'go wtime 950 btime 1200 winc 10 binc 10',
    );
    expect(goLine({ nodes: 5000, movetime: null })).toBe('go nodes 5000');
    expect(goLine({ nodes: null, movetime: 100 })).toBe('go movetime 100');
    expect(goLine({ clocks: { wtime: -3, btime: 0, winc: 0, binc: 0 } })).toBe(
      'go wtime 0 btime 0 winc 0 binc 0',
    );
  });

  it('charges each move to its side, adds the increment after it, and flags a side that runs out', async () => {
    const slow = standIn(300);
    const quick = standIn(5);
    const result = await playClockGame(startPosition(), slow.player, quick.player, {
      baseMs: 1000,
      incMs: 10,
    });
    // x: 1000 → 710 → 420 → 130 → -170 on its fourth move.
    expect(result.flagged).toBe('x');
    expect(result.xScore).toBe(0);
    expect(result.moves).toEqual({ x: 4, o: 3 });
    expect(result.flag).toEqual({ hadMs: 130, tookMs: 300, ply: 6 });
    expect(slow.limits.map((l) => l.clocks?.btime)).toEqual([1000, 710, 420, 130]);
    expect(quick.limits.map((l) => l.clocks?.wtime)).toEqual([1000, 1005, 1010]);
  });

  it('plays a game to its end when both sides keep time', async () => {
    const a = standIn(1);
    const b = standIn(1);
    const result = await playClockGame(startPosition(), a.player, b.player, { baseMs: 1000, incMs: 0 });
    expect(result.flagged).toBeNull();
    expect([0, 0.5, 1]).toContain(result.xScore);
    expect(result.leastLeft.x).toBe(1000 - result.moves.x);
  });
});
