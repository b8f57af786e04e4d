import { describe, expect, it } from 'vitest';
import { legalMoves, PASS, START_FEN, type Position } from '../../src/core';
import { RefRandom, scatteredFen } from '../reference/random-fens';
import { FULL_EVAL, MATERIAL_EVAL, Searcher, STRENGTHS, type EvalWeights } from '../../src/ai';
import { positionOf as fen } from '../support/position';

const NO_TERRITORY: EvalWeights = { ...FULL_EVAL, territory: 0 };
/** Counts sealed territory and nothing else (no tempo), in both phases. */
const TERRITORY_ONLY: EvalWeights = { ...MATERIAL_EVAL, piece: 0, territory: 1 };

/** What the sealed-territory term counts, in squares, from the side to move's view. */
function territoryOf(position: Position): number {
  return new Searcher({ hashMb: 1 }).evaluate(position, 'arcade', TERRITORY_ONLY);
}

/** Empty squares in the given columns (0 = a), counted from the FEN rather than by the engine. */
function emptiesIn(position: Position, columns: number[]): number {
  let total = 0;
  for (let sq = 0; sq < position.cells.length; sq++) {
    if (position.cells[sq] === '.' && columns.includes(sq % position.width)) total++;
  }
  return total;
}

describe('evaluation: sealed-off territory', () => {
  it('adds nothing while both sides can still reach every empty square', () => {
    expect(territoryOf(fen(START_FEN))).toBe(0);
    expect(territoryOf(fen('x5o/7/2xo3/7/3ox2/7/o5x o 0 1'))).toBe(0);
  });

  it('credits each side with the region behind a wall two squares thick, which no jump crosses', () => {
    // x lives left of the wall (columns a-b), o right of it (columns e-g).
    const split = fen('x1--2o/2--3/2--3/2--3/2--3/2--3/2--3 x 0 1');
    const ours = emptiesIn(split, [0, 1]);
    const theirs = emptiesIn(split, [4, 5, 6]);
    expect(ours).toBe(13);
    expect(theirs).toBe(20);
    expect(territoryOf(split)).toBe(ours - theirs);
    // The same board with o to move: the term is from the mover's side.
    expect(territoryOf(fen('x1--2o/2--3/2--3/2--3/2--3/2--3/2--3 o 0 1'))).toBe(theirs - ours);
  });

  it('counts a pocket walled in by pieces for the side that walls it', () => {
    // a1 is empty, ringed by x two deep; o's nearest piece is far away and every path in is full.
    const pocket = fen('7/7/7/7/xxx4/xxx4/1xx3o x 0 1');
    expect(territoryOf(pocket)).toBe(1);
    // The full evaluation counts it too, late in the game (its opening and late weights blended).
    const searcher = new Searcher({ hashMb: 1 });
    expect(searcher.evaluate(pocket, 'arcade', FULL_EVAL)).not.toBe(
      searcher.evaluate(pocket, 'arcade', NO_TERRITORY),
    );
  });
});

/** The same position with the colours swapped: every x an o and back, and (if asked) the other side to move. */
function swapColours(text: string, swapTurn: boolean): string {
  const [board, turn, ...rest] = text.split(' ');
  const swapped = board.replace(/[xo]/g, (c) => (c === 'x' ? 'o' : 'x'));
  return [swapped, swapTurn ? (turn === 'x' ? 'o' : 'x') : turn, ...rest].join(' ');
}

/** The board seen in a mirror (each row reversed). */
function mirror(text: string): string {
  const [board, ...rest] = text.split(' ');
  const reversed = board
    .split('/')
    .map((row) =>
      row
        .replace(/\d/g, (d) => '.'.repeat(Number(d)))
        .split('')
        .reverse()
        .join(''),
    )
    .map((row) => row.replace(/\.+/g, (dots) => String(dots.length)));
  return [reversed.join('/'), ...rest].join(' ');
}

describe('evaluation: symmetry', () => {
  const FENS = [
    START_FEN,
    'x5o/7/2xo3/7/3ox2/7/o5x o 0 1',
    'x1--2o/2--3/2--3/2--3/2--3/2--3/2--3 x 0 1',
    '7/7/7/7/xxx4/xxx4/1xx3o x 0 1',
    'xxo2oo/xo1x3/2ooxx1/1x1o3/oo2x1x/3xo2/o1x3x o 0 9',
    'x3-3o/9/2-3-2/9/4-4/9/2-3-2/9/o3-3x o 0 1',
  ];
  const searcher = new Searcher({ hashMb: 1 });
  const value = (text: string, weights: EvalWeights = FULL_EVAL): number =>
    searcher.evaluate(fen(text), 'arcade', weights);
  const noTempo: EvalWeights = {
    ...FULL_EVAL,
    tempo: 0,
    late: { ...(FULL_EVAL.late ?? FULL_EVAL), tempo: 0 },
  };

  it.each(FENS)('judges %s the same with the colours and the mover swapped', (text) => {
    expect(value(swapColours(text, true))).toBe(value(text));
  });

  it.each(FENS)('negates %s with only the colours swapped (tempo aside)', (text) => {
    expect(value(swapColours(text, false), noTempo) + value(text, noTempo)).toBe(0);
  });

  it.each(FENS)('judges %s the same in a mirror', (text) => {
    expect(value(mirror(text))).toBe(value(text));
  });
});

describe('evaluation: the edge and corner terms', () => {
  /** Pieces on the board's outer rows and columns, and in its corners: the mover's less the other's. */
  function counted(position: Position): { edge: number; corner: number } {
    const { width, height, cells } = position;
    let edge = 0;
    let corner = 0;
    [...cells].forEach((cell, sq) => {
      if (cell !== 'x' && cell !== 'o') return;
      const sign = cell === position.turn ? 1 : -1;
      const r = Math.floor(sq / width);
      const c = sq % width;
      const rowEdge = r === 0 || r === height - 1;
      const colEdge = c === 0 || c === width - 1;
      if (rowEdge || colEdge) edge += sign;
      if (rowEdge && colEdge) corner += sign;
    });
    return { edge, corner };
  }
  const searcher = new Searcher({ hashMb: 1 });
  const only = (term: 'edge' | 'corner'): EvalWeights => ({ ...MATERIAL_EVAL, piece: 0, [term]: 1 });

  it.each([5, 7, 9])('count what the cells show on %i-square boards with blocked squares', (size) => {
    const random = new RefRandom(777 + size);
    let checked = 0;
    for (let i = 0; i < 150; i++) {
      const text = scatteredFen(random, size, size);
      const position = fen(text);
      if (!legalMoves(position, 'arcade').some((move) => move !== PASS)) continue;
      if (!position.cells.includes('x') || !position.cells.includes('o')) continue;
      const expected = counted(position);
      expect(searcher.evaluate(position, 'arcade', only('edge')), `${text}: edge`).toBe(expected.edge);
      expect(searcher.evaluate(position, 'arcade', only('corner')), `${text}: corner`).toBe(expected.corner);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('count a corner piece as an edge piece too, on a board of any shape', () => {
    // x: a corner and an edge square; o: an inner and an edge square of a 6×4 board.
    const board = fen('x2o2/3o1x/6/6 x 0 1');
    expect(searcher.evaluate(board, 'arcade', only('corner'))).toBe(1);
    expect(searcher.evaluate(board, 'arcade', only('edge'))).toBe(2 - 1);
  });
});

describe('evaluation: weights', () => {
  // The evaluation weighs counts with Math.imul (evaluate.ts, `combine`), which would silently drop a
  // fraction: every weight set the engine plays with must be whole numbers.
  it('are whole numbers in every strength and in the UAI engine', () => {
    const sets: [string, EvalWeights][] = [
      ['FULL_EVAL', FULL_EVAL],
      ...STRENGTHS.map((s): [string, EvalWeights] => [`strength ${s.level}`, s.weights]),
    ];
    for (const [name, weights] of sets) {
      for (const phase of [weights, weights.late ?? weights]) {
        for (const [term, value] of Object.entries(phase)) {
          if (term === 'late') continue;
          expect(Number.isInteger(value), `${name}: ${term} = ${String(value)}`).toBe(true);
        }
      }
    }
  });
});
