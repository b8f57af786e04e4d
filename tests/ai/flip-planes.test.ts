import { describe, expect, it } from 'vitest';
import { Random, type Position } from '../../src/core';
import { BitBoard } from '../../src/ai/bits/bit-board';
import { popcount } from '../../src/ai/bits/bit-ops';
import { countFlips, flippingTwo, flipsAt, FOUND, mostFlipped } from '../../src/ai/bits/flip-planes';
import { MAX_MOVES, MoveOrder } from '../../src/ai/move-order';
import { NO_MOVE } from '../../src/ai/table';

/** A random board: each square blocked, empty, x or o, with x to move. */
function randomPosition(random: Random, width: number, height: number): Position {
  const cells = Array.from({ length: width * height }, () =>
    random.pick(['-', '.', '.', '.', 'x', 'o', 'o']),
  );
  cells[random.int(cells.length)] = 'x';
  return { width, height, cells: cells.join(''), turn: random.pick(['x', 'o']), halfmoves: 0, fullmoves: 1 };
}

/** Enemy neighbours of an index, counted one square at a time from the layout's clone masks. */
function countedAt(board: BitBoard, index: number): number {
  const enemy = (board.turn ^ 1) * 3;
  const clone = board.layout.clone;
  let count = 0;
  for (let k = 0; k < 3; k++) count += popcount(clone[index * 3 + k] & board.pieces[enemy + k]);
  return count;
}

const SMALL_SIZES = [
  [4, 4],
  [5, 5],
  [6, 6],
  [7, 7],
  [7, 8],
  [5, 8],
] as const;

describe('most-flipped: enemy neighbours counted for the whole board at once', () => {
  it('finds the squares with the most enemy neighbours, as counting each square does', () => {
    const random = new Random(41);
    let checked = 0;
    for (let round = 0; round < 300; round++) {
      const [width, height] = SMALL_SIZES[round % SMALL_SIZES.length];
      const board = new BitBoard(randomPosition(random, width, height));
      expect(board.layout.small).toBe(true);
      const enemy = (board.turn ^ 1) * 3;
      // Ask about every empty square (not only clone targets), to test every count from 0 to 8.
      const t0 = board.empty(0);
      const t1 = board.empty(1);
      countFlips(board.pieces[enemy], board.pieces[enemy + 1]);
      const most = mostFlipped(t0, t1);
      let best = -1;
      const counts = new Map<number, number>();
      for (let index = 0; index < 64; index++) {
        if ((((index < 32 ? t0 : t1) >>> (index & 31)) & 1) === 0) continue;
        const count = countedAt(board, index);
        counts.set(index, count);
        best = Math.max(best, count);
      }
      if (best < 0) continue;
      checked++;
      expect(most).toBe(best);
      for (const [index, count] of counts) {
        expect(flipsAt(index), `square ${index} of ${width}×${height}`).toBe(count);
        const found = (((index < 32 ? FOUND[0] : FOUND[1]) >>> (index & 31)) & 1) === 1;
        expect(found, `square ${index} of ${width}×${height}, ${count} against ${best}`).toBe(count === best);
      }
      flippingTwo();
      for (const [index, count] of counts) {
        const two = (((index < 32 ? FOUND[0] : FOUND[1]) >>> (index & 31)) & 1) === 1;
        expect(two, `square ${index} of ${width}×${height} flips ${count}`).toBe(count >= 2);
      }
    }
    expect(checked).toBeGreaterThan(250);
  });
});

describe('frontierFirst: the move the full move list would put first', () => {
  it('agrees with generateScored on small and wide boards, with killers and history', () => {
    const random = new Random(43);
    const sizes = [...SMALL_SIZES, [8, 8], [9, 9], [9, 6]] as const;
    let compared = 0;
    for (let round = 0; round < 400; round++) {
      const [width, height] = sizes[round % sizes.length];
      const board = new BitBoard(randomPosition(random, width, height));
      const order = new MoveOrder(4);
      const ply = 1;
      const moves = new Int32Array(MAX_MOVES);
      const count = board.generate(moves, 0);
      if (count === 0) continue;
      // Some history and killers from made-up cut-offs, so those orderings are tested too.
      for (let i = 0; i < 6; i++)
        order.rewardCutoff(moves[random.int(count)], 1 + random.int(6), ply, board.turn);
      const base = ply * MAX_MOVES;
      const end = order.generateScored(board, base, NO_MOVE, ply);
      expect(end - base).toBe(count);
      const expected = order.moves[order.firstPick];
      expect(order.frontierFirst(board, NO_MOVE, ply), `${width}×${height} round ${round}`).toBe(expected);
      compared++;
    }
    expect(compared).toBeGreaterThan(350);
  });
});
