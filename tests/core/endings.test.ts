/** Hand-built positions for each ending under both rulesets, drawn so the expected result can be read off. */
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  legalMoves,
  outcome,
  parseMoveText,
  PASS,
  perft,
  squareName,
  type Move,
  type Position,
} from '../../src/core';
import { positionOf as at } from '../support/position';

function move(position: Position, text: string): Move {
  const parsed = parseMoveText(text, position.width, position.height);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

const fillNames = (position: Position, squares: readonly number[] | undefined): string[] =>
  (squares ?? []).map((square) => squareName(square, position.width, position.height));

/**
 * x on a5 is walled in: every square within two steps is o or blocked, while o's piece on e1 can move.
 *   x o - . .
 *   o o - . .
 *   - - - . .
 *   . . . . .
 *   . . . . o
 */
const X_STUCK = 'xo-2/oo-2/---2/5/4o x 0 1';

/**
 * One empty square (a5) sealed off by blocked squares; the rest is full, 8 pieces each. Nobody can
 * move: classic calls it a draw, arcade hands a5 to the side not on move.
 */
const SEALED = '1--xo/---ox/---xo/xoxox/oxoxo';

describe('board full', () => {
  it.each(['arcade', 'classic'] as const)('%s: counted as they stand, no fill', (rules) => {
    const position = at('xxxx/xxoo/oooo/xxxx x 0 1');
    expect(outcome(position, rules)).toEqual({
      reason: 'board-full',
      winner: 'x',
      counts: { x: 10, o: 6 },
      fill: null,
    });
    expect(legalMoves(position, rules)).toEqual([]);
    expect(perft(position, 1, rules)).toBe(0);
  });

  it('a full board with blocked squares and a tie is a draw', () => {
    const position = at('xx-o/oxoo/xo-x/oxox o 0 1');
    for (const rules of ['arcade', 'classic'] as const)
      expect(outcome(position, rules)).toMatchObject({
        reason: 'board-full',
        winner: null,
        counts: { x: 7, o: 7 },
      });
  });
});

describe('wiped out', () => {
  it('arcade: the survivor takes every empty square', () => {
    const position = at('xx2/4/4/4 o 0 1');
    const result = outcome(position, 'arcade');
    expect(result).toMatchObject({ reason: 'wiped-out', winner: 'x', counts: { x: 16, o: 0 } });
    expect(result?.fill?.side).toBe('x');
    expect(fillNames(position, result?.fill?.squares)).toEqual(
      'c4 d4 a3 b3 c3 d3 a2 b2 c2 d2 a1 b1 c1 d1'.split(' '),
    );
  });

  it('classic: the game ends with the pieces as they stand', () => {
    expect(outcome(at('xx2/4/4/4 o 0 1'), 'classic')).toEqual({
      reason: 'wiped-out',
      winner: 'x',
      counts: { x: 2, o: 0 },
      fill: null,
    });
  });

  it('the last enemy piece flipped ends the game on that move', () => {
    const before = at('4/4/4/x1o1 x 0 1');
    const after = applyMove(before, move(before, 'b1')).position;
    expect(after.cells).toBe('.'.repeat(12) + 'xxx.');
    expect(outcome(after, 'classic')).toMatchObject({
      reason: 'wiped-out',
      winner: 'x',
      counts: { x: 3, o: 0 },
    });
    expect(outcome(after, 'arcade')).toMatchObject({
      reason: 'wiped-out',
      winner: 'x',
      counts: { x: 16, o: 0 },
    });
  });
});

describe('a side with no move', () => {
  it('arcade: the stuck side loses every empty square to the other side', () => {
    const position = at(X_STUCK);
    const result = outcome(position, 'arcade');
    expect(result).toMatchObject({ reason: 'stuck', winner: 'o', counts: { x: 1, o: 19 } });
    expect(result?.fill?.side).toBe('o');
    expect(fillNames(position, result?.fill?.squares)).toEqual(
      'd5 e5 d4 e4 d3 e3 a2 b2 c2 d2 e2 a1 b1 c1 d1'.split(' '),
    );
    expect(legalMoves(position, 'arcade')).toEqual([]);
    expect(perft(position, 1, 'arcade')).toBe(0);
  });

  it('classic: the stuck side must pass, which counts one node and one half-move', () => {
    const position = at(X_STUCK);
    expect(outcome(position, 'classic')).toBeNull();
    expect(legalMoves(position, 'classic')).toEqual([PASS]);
    expect(perft(position, 1, 'classic')).toBe(1);
    const { position: passed, change } = applyMove(position, PASS);
    expect(change).toEqual({ move: PASS, side: 'x', placed: -1, vacated: -1, flipped: [] });
    expect(passed).toEqual({ ...position, turn: 'o', halfmoves: 1 });
    expect(legalMoves(passed, 'classic')).not.toContain(PASS);
    expect(perft(position, 2, 'classic')).toBe(legalMoves(passed, 'classic').length);
  });

  it('classic: nobody can move although a square is empty — a draw on equal counts', () => {
    for (const turn of ['x', 'o']) {
      const position = at(`${SEALED} ${turn} 0 1`);
      expect(outcome(position, 'classic')).toEqual({
        reason: 'no-moves',
        winner: null,
        counts: { x: 8, o: 8 },
        fill: null,
      });
      expect(perft(position, 1, 'classic')).toBe(0);
    }
  });

  it('arcade: the same sealed square goes to the side not on move, which wins by it', () => {
    const position = at(`${SEALED} x 0 1`);
    const result = outcome(position, 'arcade');
    expect(result).toMatchObject({ reason: 'stuck', winner: 'o', counts: { x: 8, o: 9 } });
    expect(fillNames(position, result?.fill?.squares)).toEqual(['a5']);
    expect(outcome(at(`${SEALED} o 0 1`), 'arcade')).toMatchObject({ winner: 'x', counts: { x: 9, o: 8 } });
  });
});

describe('anti-stall at 100 plies without a clone', () => {
  // x on a7, b7 and g1; o on g7 and a1.
  const board = 'xx4o/7/7/7/7/7/o5x';

  it('arcade: counted as they stand; classic: a draw', () => {
    const position = at(`${board} x 100 40`);
    expect(outcome(position, 'arcade')).toEqual({
      reason: 'anti-stall',
      winner: 'x',
      counts: { x: 3, o: 2 },
      fill: null,
    });
    expect(outcome(position, 'classic')).toEqual({
      reason: 'anti-stall',
      winner: null,
      counts: { x: 3, o: 2 },
      fill: null,
    });
    expect(legalMoves(position, 'arcade')).toEqual([]);
    expect(perft(position, 1, 'classic')).toBe(0);
  });

  it('the 100th jump ends the game; a clone at 99 resets the clock', () => {
    const position = at(`${board} x 99 40`);
    for (const rules of ['arcade', 'classic'] as const) {
      expect(outcome(position, rules)).toBeNull();
      const jumped = applyMove(position, move(position, 'a7c5')).position;
      expect(jumped.halfmoves).toBe(100);
      expect(outcome(jumped, rules)?.reason).toBe('anti-stall');
      const cloned = applyMove(position, move(position, 'b6')).position;
      expect(cloned.halfmoves).toBe(0);
      expect(outcome(cloned, rules)).toBeNull();
    }
  });

  it('classic: a forced pass also counts toward the limit', () => {
    const position = at('xo-2/oo-2/---2/5/4o x 99 1');
    expect(legalMoves(position, 'classic')).toEqual([PASS]);
    const passed = applyMove(position, PASS).position;
    expect(outcome(passed, 'classic')).toEqual({
      reason: 'anti-stall',
      winner: null,
      counts: { x: 1, o: 4 },
      fill: null,
    });
  });

  it('arcade: a side that is stuck when the limit is reached still loses the empty squares', () => {
    expect(outcome(at('xo-2/oo-2/---2/5/4o x 100 1'), 'arcade')).toMatchObject({
      reason: 'stuck',
      winner: 'o',
    });
  });
});

describe('move counters', () => {
  it('the full-move number grows after o moves, and only then', () => {
    const position = at('x5o/7/7/7/7/7/o5x x 7 12');
    const afterX = applyMove(position, move(position, 'b6')).position;
    expect([afterX.turn, afterX.halfmoves, afterX.fullmoves]).toEqual(['o', 0, 12]);
    const afterO = applyMove(afterX, move(afterX, 'g7e5')).position;
    expect([afterO.turn, afterO.halfmoves, afterO.fullmoves]).toEqual(['x', 1, 13]);
  });
});
