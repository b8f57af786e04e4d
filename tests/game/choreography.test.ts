import { describe, expect, it } from 'vitest';
import { applyMove, jumpMove, outcome, parseSquare } from '../../src/core';
import { fillOrder, fillTimes, moveSchedule, TIMING } from '../../src/game/view/choreography';
import { positionOf as at } from '../support/position';

describe('move schedule', () => {
  const before = at('x6/7/2ooo2/2o1o2/2ooo2/7/6o x 0 1');
  const from = parseSquare('a7', 7, 7)!;
  const to = parseSquare('c5', 7, 7)!;
  const { change } = applyMove(before, jumpMove(from, to));

  it('ripples every flip once, each after the last, and speeds up with the setting', () => {
    const normal = moveSchedule(change, from, 7, 'normal');
    expect(normal.flips.map((f) => f.square).sort()).toEqual([...change.flipped].sort());
    for (let i = 1; i < normal.flips.length; i++)
      expect(normal.flips[i].at).toBeGreaterThan(normal.flips[i - 1].at);
    const fast = moveSchedule(change, from, 7, 'fast');
    expect(fast.total).toBeLessThan(normal.total);
    expect(moveSchedule(change, from, 7, 'instant').total).toBe(0);
  });

  it('starts the ripple on the side the piece came from', () => {
    const { flips } = moveSchedule(change, from, 7, 'normal');
    // a7 is up-left of c5: the first flip is the up-left neighbour (b6) if it flipped, else the next one round.
    const b6 = parseSquare('b6', 7, 7)!;
    if (change.flipped.includes(b6)) expect(flips[0].square).toBe(b6);
    expect(flips.length).toBe(change.flipped.length);
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
