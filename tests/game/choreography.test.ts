import { describe, expect, it } from 'vitest';
import { applyMove, jumpMove, legalMoves, outcome, parseSquare, squareName } from '../../src/core';
import { fillOrder, fillTimes, moveSchedule, TIMING } from '../../src/game/board/choreography';
import { positionOf as at } from '../support/position';

describe('move schedule', () => {
  // x jumps a7-c5 into a ring of seven o pieces (d6 is empty): a legal move with seven flips.
  const before = at('x6/1oo4/1o1o3/1ooo3/7/7/6o x 0 1');
  const from = parseSquare('a7', 7, 7)!;
  const to = parseSquare('c5', 7, 7)!;
  const move = jumpMove(from, to);
  const { change } = applyMove(before, move);
  const names = (squares: readonly number[]): string[] => squares.map((square) => squareName(square, 7, 7));

  it('is scheduled for a legal move that flips pieces', () => {
    expect(legalMoves(before, 'arcade')).toContain(move);
    expect(names(change.flipped).sort()).toEqual(['b4', 'b5', 'b6', 'c4', 'c6', 'd4', 'd5']);
  });

  it('ripples every flip once, each after the last, and speeds up with the setting', () => {
    const normal = moveSchedule(change, from, 7, 'normal');
    expect(names(normal.flips.map((f) => f.square)).sort()).toEqual(names(change.flipped).sort());
    for (let i = 1; i < normal.flips.length; i++)
      expect(normal.flips[i].at).toBeGreaterThan(normal.flips[i - 1].at);
    expect(normal.flips[0].at).toBeGreaterThan(0);
    expect(normal.total).toBeGreaterThan(normal.flips[normal.flips.length - 1].at);
    const fast = moveSchedule(change, from, 7, 'fast');
    expect(fast.total).toBeLessThan(normal.total);
    expect(moveSchedule(change, from, 7, 'instant').total).toBe(0);
  });

  it('starts the ripple on the side the piece came from and sweeps round the ring', () => {
    const { flips } = moveSchedule(change, from, 7, 'normal');
    // a7 is up-left of c5: the wave starts at b6 and goes clockwise on screen, skipping the empty d6.
    expect(names(flips.map((f) => f.square))).toEqual(['b6', 'c6', 'd5', 'd4', 'c4', 'b4', 'b5']);
  });
});

describe('fill order', () => {
  it('spreads from the side that gets the squares', () => {
    // o is stuck in the corner: x gets every empty square.
    const stuck = at('o--4/---4/---4/7/7/7/5xx o 0 1');
    const over = outcome(stuck, 'arcade');
    expect(over?.fill?.side).toBe('x');
    const order = fillOrder(stuck, over!.fill!.squares, 'x');
    expect(new Set(order)).toEqual(new Set(over!.fill!.squares));
    const distanceToX = (square: number): number => {
      const row = Math.floor(square / 7);
      const col = square % 7;
      return Math.min(Math.max(6 - row, Math.abs(5 - col)), Math.max(6 - row, Math.abs(6 - col)));
    };
    for (let i = 1; i < order.length; i++)
      expect(distanceToX(order[i])).toBeGreaterThanOrEqual(distanceToX(order[i - 1]));
  });

  it('never takes longer than the maximum, and nothing at instant speed', () => {
    const { gap } = fillTimes(80, 'normal');
    expect(gap * 80).toBeLessThanOrEqual(TIMING.fillMax);
    expect(fillTimes(10, 'instant')).toEqual({ gap: 0, duration: 0 });
  });
});
