/** Move notation: `g2` clones by destination, `a7c5` jumps, `0000` passes; files from a, ranks from the bottom. */
import { describe, expect, it } from 'vitest';
import {
  cloneMove,
  isClone,
  isJump,
  isPass,
  jumpMove,
  legalMoves,
  moveFrom,
  moveTo,
  moveToText,
  parseMoveText,
  parseSquare,
  PASS,
  squareName,
  startPosition,
} from '../../src/core';

describe('squares', () => {
  it('a1 is the bottom-left square and square 0 the top-left', () => {
    expect(squareName(0, 7, 7)).toBe('a7');
    expect(squareName(42, 7, 7)).toBe('a1');
    expect(squareName(48, 7, 7)).toBe('g1');
    expect(squareName(5, 6, 4)).toBe('f4');
    expect(parseSquare('a1', 9, 5)).toBe(36);
    expect(parseSquare('i5', 9, 5)).toBe(8);
    expect(parseSquare('j1', 9, 9)).toBeNull();
    expect(parseSquare('a6', 9, 5)).toBeNull();
  });

  it('every square of every size reads back its own name', () => {
    for (let width = 4; width <= 9; width++)
      for (let height = 4; height <= 9; height++)
        for (let square = 0; square < width * height; square++)
          expect(parseSquare(squareName(square, width, height), width, height)).toBe(square);
  });
});

describe('move encoding', () => {
  it('a clone is its destination, a jump packs both squares, a pass is -1', () => {
    expect(cloneMove(40)).toBe(40);
    const jump = jumpMove(80, 62);
    expect([isJump(jump), isClone(jump), moveFrom(jump), moveTo(jump)]).toEqual([true, false, 80, 62]);
    expect([isClone(cloneMove(0)), isJump(cloneMove(0)), moveFrom(cloneMove(0))]).toEqual([true, false, -1]);
    expect([isPass(PASS), isClone(PASS), isJump(PASS)]).toEqual([true, false, false]);
    expect(jumpMove(0, 2)).not.toBe(cloneMove(2));
  });
});

describe('move text', () => {
  it('writes and reads clones, jumps and the pass', () => {
    expect(moveToText(cloneMove(41), 7, 7)).toBe('g2');
    expect(moveToText(jumpMove(0, 16), 7, 7)).toBe('a7c5');
    expect(moveToText(PASS, 7, 7)).toBe('0000');
    expect(parseMoveText('g2', 7, 7)).toEqual({ ok: true, value: 41 });
    expect(parseMoveText('a7c5', 7, 7)).toEqual({ ok: true, value: jumpMove(0, 16) });
    expect(parseMoveText(' 0000 ', 7, 7)).toEqual({ ok: true, value: PASS });
  });

  it('reads back the text of every legal move on boards of every size', () => {
    for (let width = 4; width <= 9; width++)
      for (let height = 4; height <= 9; height++) {
        const position = startPosition(width, height);
        for (const move of legalMoves(position, 'classic'))
          expect(parseMoveText(moveToText(move, width, height), width, height)).toEqual({
            ok: true,
            value: move,
          });
      }
  });

  it('reads a two-step move as a jump and a one-step move written with its origin as a clone', () => {
    expect(parseMoveText('a7b6', 7, 7)).toEqual({ ok: true, value: cloneMove(8) });
  });

  it.each([
    ['z9', 'move "z9": square z9 is off the 7×7 board'],
    ['h1', 'move "h1": square h1 is off the 7×7 board'],
    ['a7h7', 'move "a7h7": square h7 is off the 7×7 board'],
    ['a8a7', 'move "a8a7": square a8 is off the 7×7 board'],
    ['a7a7', 'move "a7a7": a7 to a7 is 0 steps; a move goes one or two steps'],
    ['a7d4', 'move "a7d4": a7 to d4 is 3 steps; a move goes one or two steps'],
    ['hello', 'move "hello": expected a square like g2, two squares like a7c5, or 0000'],
    ['', 'move "": expected a square like g2'],
    ['a0', 'move "a0": expected a square'],
    ['a10', 'move "a10": expected a square'],
    ['G2', 'move "G2": expected a square'],
    ['000', 'move "000": expected a square'],
  ])('explains what is wrong with %j', (text, message) => {
    const parsed = parseMoveText(text, 7, 7);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(message);
  });
});
