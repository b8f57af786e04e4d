import { describe, expect, it } from 'vitest';
import {
  boardCodeProblemText,
  codeLength,
  decodeBoard,
  encodeBoard,
  MAX_BOARD_CODE_LENGTH,
  type SharedBoard,
} from '../../src/core/board-code';
import { campaignLevels } from '../../src/core/level';
import { Random } from '../../src/core';
import { campaign } from '../../src/game/base/campaign-data';

const levels = campaignLevels(campaign);
const shared = levels.map((level): SharedBoard => ({
  start: level.start,
  rules: level.rules,
  opponent: level.opponent.strength,
}));

/** A board of random size with random blocks and pieces (not necessarily playable: codes carry any). */
function randomBoard(random: Random): SharedBoard {
  const width = 4 + random.int(6);
  const height = 4 + random.int(6);
  let cells = '';
  for (let i = 0; i < width * height; i++) cells += random.pick(['.', '.', '.', '-', 'x', 'o']);
  const strength = random.int(11);
  return {
    start: { width, height, cells, turn: 'x', halfmoves: 0, fullmoves: 1 },
    rules: random.int(2) === 0 ? 'arcade' : 'classic',
    opponent: strength === 0 ? null : strength,
  };
}

describe('board share codes', () => {
  it('give back every campaign board, its ending and its opponent', () => {
    for (const board of shared) {
      const decoded = decodeBoard(encodeBoard(board));
      expect(decoded).toEqual({ ok: true, value: board });
    }
  });

  it('give back random boards of every size, with two players or any strength', () => {
    const random = new Random(7);
    for (let i = 0; i < 300; i++) {
      const board = randomBoard(random);
      const code = encodeBoard(board);
      expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(code).toHaveLength(codeLength(board.start.width, board.start.height));
      expect(decodeBoard(code)).toEqual({ ok: true, value: board });
    }
  });

  it('are at most 40 characters, even for a 9×9 board', () => {
    expect(MAX_BOARD_CODE_LENGTH).toBeLessThanOrEqual(40);
    const big = shared.find((board) => board.start.width === 9 && board.start.height === 9)!;
    expect(encodeBoard(big).length).toBe(MAX_BOARD_CODE_LENGTH);
  });

  it('refuse every one-character change and every cut, never reading another board', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const board of shared.slice(0, 12)) {
      const code = encodeBoard(board);
      for (let at = 0; at < code.length; at++) {
        for (const character of alphabet) {
          if (character === code[at]) continue;
          const changed = code.slice(0, at) + character + code.slice(at + 1);
          expect(decodeBoard(changed).ok, `${code} → ${changed}`).toBe(false);
        }
        expect(decodeBoard(code.slice(0, at)).ok).toBe(false);
      }
      expect(decodeBoard(code + 'A').ok).toBe(false);
    }
  });

  it('say what is wrong with a bad code', () => {
    const code = encodeBoard(shared[0]);
    const problem = (text: string) => {
      const decoded = decodeBoard(text);
      if (decoded.ok) throw new Error(`${text} decoded`);
      return decoded.error;
    };
    expect(problem('  ')).toEqual({ kind: 'empty' });
    expect(problem(`${code.slice(0, 5)}!${code.slice(6)}`)).toEqual({
      kind: 'character',
      at: 6,
      character: '!',
    });
    expect(problem(code.slice(0, -2))).toEqual({
      kind: 'length',
      expected: code.length,
      got: code.length - 2,
    });
    const flipped = code.slice(0, -4) + (code.at(-4) === 'A' ? 'B' : 'A') + code.slice(-3);
    expect(problem(flipped)).toEqual({ kind: 'damaged' });
    // Version 2 (the first character's lowest three bits) is from a newer game.
    expect(problem(`C${code.slice(1)}`)).toEqual({ kind: 'version', version: 2 });
    expect(boardCodeProblemText(problem(code.slice(0, -2)))).toContain('cut short');
    expect(boardCodeProblemText({ kind: 'version', version: 2 })).toContain('version 2');
  });

  it('refuse a board that is not a board size', () => {
    const tiny: SharedBoard = {
      ...shared[0],
      start: { ...shared[0].start, width: 3, cells: '.'.repeat(18) },
    };
    expect(() => encodeBoard(tiny)).toThrow(/3×6/);
  });
});
