/**
 * The engine's bitboard perft (src/ai/bits) against the public perft table, against the core Board's
 * perft on seeded random positions of every size 4..9 × 4..9 with blocked squares under both rulesets,
 * and against the independent reference on the community blocker layouts. A failure names the seed and
 * the FEN, which reproduce it with `scatteredFen(new RefRandom(seed), …)`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalMoves, perft, RULESETS, toFen } from '../../src/core';
import { bitPerft } from '../../src/ai/bits/bit-perft';
import { bitMove, coreMove, toBits } from '../../src/ai/bits/bit-position';
import { bitLayout } from '../../src/ai/bits/layout';
import { cappedCounts, loadPerftTable } from '../reference/perft-table';
import { playoutFens, RefRandom, scatteredFen } from '../reference/random-fens';
import { refFen } from '../reference/reference-position';
import { refPerft } from '../reference/reference-rules';
import { positionOf } from '../support/position';

const SIZES = [4, 5, 6, 7, 8, 9];
/** Leaves per checked depth: the bitboard perft counts well over 100 M a second. */
const TABLE_CAP = 6_000_000;
/** Each random position goes one ply deeper while core's count stays under this many leaves. */
const RANDOM_BUDGET = 20_000;

describe('bitboard perft matches the public table', () => {
  const rows = loadPerftTable();
  it.each(rows.map((row) => [row.line, row.fen, row] as const))('line %i: %s', (_line, fen, row) => {
    const start = positionOf(fen);
    for (const { depth, nodes } of cappedCounts(row, TABLE_CAP))
      expect(bitPerft(start, depth, 'classic'), `${fen} depth ${depth}`).toBe(nodes);
  });

  it('counts the start position to depth 6 (141,865,520 in the table of issue 2)', () => {
    expect(bitPerft(positionOf('x5o/7/7/7/7/7/o5x x 0 1'), 6, 'classic')).toBe(141_865_520);
  });
});

describe('bitboard perft agrees with the core Board on random positions', () => {
  const cases = SIZES.flatMap((width) =>
    SIZES.flatMap((height) => RULESETS.map((rules) => [width, height, rules] as const)),
  );
  it.each(cases)('%i×%i, %s rules', (width, height, rules) => {
    const seed = 7_000_000 + width * 1000 + height * 10 + RULESETS.indexOf(rules);
    const random = new RefRandom(seed);
    const fens: string[] = [];
    for (let i = 0; i < 8; i++) fens.push(scatteredFen(random, width, height));
    const game = playoutFens(random, width, height, rules);
    for (let i = 0; i < 6; i++) fens.push(random.pick(game));
    let deepest = 0;
    for (const fen of fens) {
      const position = positionOf(fen);
      for (let depth = 1; depth <= 5; depth++) {
        const nodes = perft(position, depth, rules);
        expect(bitPerft(position, depth, rules), `seed ${seed}, ${rules}, "${fen}" depth ${depth}`).toBe(
          nodes,
        );
        deepest = Math.max(deepest, depth);
        if (nodes > RANDOM_BUDGET) break;
      }
    }
    expect(deepest, 'some position is checked past depth 2').toBeGreaterThanOrEqual(3);
  });
});

const LAYOUTS = readFileSync(new URL('../../scripts/data/blocker-layouts.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => line.split('|')[0].trim());

describe('bitboard perft agrees with the reference on the community blocker layouts', () => {
  it('reads all 24 layouts', () => expect(LAYOUTS).toHaveLength(24));

  it.each(LAYOUTS)('%s', (board) => {
    for (const rules of RULESETS)
      for (const turn of ['x', 'o']) {
        const fen = `${board} ${turn} 0 1`;
        expect(bitPerft(positionOf(fen), 3, rules), `${fen} ${rules}`).toBe(refPerft(refFen(fen), 3, rules));
        expect(bitPerft(positionOf(fen), 4, rules), `${fen} ${rules} depth 4`).toBe(
          perft(positionOf(fen), 4, rules),
        );
      }
  });
});

describe('the bit layout', () => {
  it('names every square of every size once, and moves translate both ways', () => {
    for (const width of SIZES)
      for (const height of SIZES)
        for (const wide of [false, true]) {
          const layout = bitLayout(width, height, wide);
          const indices = new Set(Array.from(layout.indexOf));
          expect(indices.size, `${width}×${height}`).toBe(width * height);
          for (const index of indices) expect(layout.squareOf[index]).toBeGreaterThanOrEqual(0);
          // Board order, so both kinds sort and tie-break moves alike.
          const order = Array.from(layout.indexOf);
          expect(order, `${width}×${height}`).toEqual([...order].sort((a, b) => a - b));
          if (layout.small) expect(layout.board[2], `${width}×${height}: word 2`).toBe(0);
          const fen = `x${width - 2 > 0 ? width - 2 : ''}o/${Array(height - 2)
            .fill(String(width))
            .join('/')}/o${width - 2}x x 0 1`;
          const position = positionOf(fen);
          expect(toFen(position)).toBe(fen);
          for (const move of legalMoves(position, 'classic'))
            expect(coreMove(bitMove(move, layout), layout), `${fen}: move ${move}`).toBe(move);
        }
  });

  it('puts boards up to 7 wide and 8 tall in the small kind, and wider or taller ones in the wide kind', () => {
    const small = (width: number, height: number): boolean => bitLayout(width, height).small;
    expect([small(7, 7), small(7, 8), small(4, 4), small(5, 8)]).toEqual([true, true, true, true]);
    expect([small(8, 7), small(7, 9), small(9, 9), small(8, 8)]).toEqual([false, false, false, false]);
    expect(bitLayout(7, 7, true).small).toBe(false);
  });

  it('keeps blocked squares out of the open mask and pieces in their own words', () => {
    const bits = toBits(positionOf('x5o/7/2-1-2/7/2-1-2/7/o5x o 12 30'));
    const count = (words: Int32Array): number =>
      Array.from(words).reduce((sum, word) => sum + word.toString(2).replace(/0/g, '').length, 0);
    expect(count(bits.open)).toBe(49 - 4);
    expect(count(bits.x)).toBe(2);
    expect(count(bits.o)).toBe(2);
    expect([bits.turn, bits.halfmoves]).toEqual([1, 12]);
  });
});
