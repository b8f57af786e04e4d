import { describe, expect, it } from 'vitest';
import {
  cloneMove,
  cloneSource,
  jumpMove,
  legalMoves,
  parseSquare,
  targetsOf,
  type Position,
} from '../../src/core';
import { tapIntent } from '../../src/game/session/tap';
import { positionOf as at } from '../support/position';

const sq = (name: string, p: Position): number => parseSquare(name, p.width, p.height)!;

describe('targets of a selected piece', () => {
  const start = at('x5o/7/7/7/7/7/o5x x 0 1');
  const moves = legalMoves(start, 'arcade');

  it('splits the corner piece moves into 3 clones and 5 jumps', () => {
    const targets = targetsOf(start, moves, sq('a7', start));
    expect([...targets.clone].sort()).toEqual([sq('b7', start), sq('a6', start), sq('b6', start)].sort());
    expect(targets.jump).toHaveLength(5);
    expect(targets.jump).toContain(sq('c5', start));
  });

  it('does not give one piece the other piece’s jumps', () => {
    const targets = targetsOf(start, moves, sq('a7', start));
    expect(targets.jump).not.toContain(sq('e1', start));
  });
});

describe('tap intents', () => {
  const start = at('x5o/7/7/7/7/7/o5x x 0 1');
  const moves = legalMoves(start, 'arcade');
  const a7 = sq('a7', start);

  it('selects a piece of the side to move', () => {
    const intent = tapIntent(start, moves, null, a7);
    expect(intent.kind).toBe('select');
  });

  it('plays a clone and a jump from the selection', () => {
    expect(tapIntent(start, moves, a7, sq('b6', start))).toEqual({
      kind: 'move',
      move: cloneMove(sq('b6', start)),
      from: a7,
    });
    expect(tapIntent(start, moves, a7, sq('c5', start))).toEqual({
      kind: 'move',
      move: jumpMove(a7, sq('c5', start)),
      from: a7,
    });
  });

  it('deselects on the same piece, an unreachable square or off the board', () => {
    expect(tapIntent(start, moves, a7, a7).kind).toBe('deselect');
    expect(tapIntent(start, moves, a7, sq('d4', start)).kind).toBe('deselect');
    expect(tapIntent(start, moves, a7, null).kind).toBe('deselect');
  });

  it('calls a tap on the opponent’s piece illegal, and ignores empty squares with nothing selected', () => {
    expect(tapIntent(start, moves, null, sq('g7', start)).kind).toBe('illegal');
    expect(tapIntent(start, moves, null, sq('d4', start)).kind).toBe('none');
  });

  it('switches the selection to another own piece', () => {
    const intent = tapIntent(start, moves, a7, sq('g1', start));
    expect(intent.kind === 'select' && intent.square).toBe(sq('g1', start));
  });

  it('calls a piece with no moves illegal', () => {
    const boxed = at('xoo4/ooo4/7/7/7/7/6x x 0 1');
    const intent = tapIntent(boxed, legalMoves(boxed, 'arcade'), null, 0);
    expect(intent.kind).toBe('select');
    const walled = at('x-o4/--o4/ooo4/7/7/7/6x x 0 1');
    expect(tapIntent(walled, legalMoves(walled, 'arcade'), null, 0).kind).toBe('illegal');
  });
});

describe('where a clone buds from', () => {
  const position = at('x5o/7/7/7/7/7/o5x x 0 1');
  it('prefers the selected piece and otherwise finds a neighbour of the mover', () => {
    expect(cloneSource(position, sq('b6', position), sq('a7', position))).toBe(sq('a7', position));
    expect(cloneSource(position, sq('f2', position))).toBe(sq('g1', position));
  });
});
