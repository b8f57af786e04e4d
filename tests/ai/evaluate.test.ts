import { describe, expect, it } from 'vitest';
import { START_FEN, type Position } from '../../src/core';
import { FULL_EVAL, Searcher } from '../../src/ai';
import { positionOf as fen } from '../support/position';

const NO_TERRITORY = { ...FULL_EVAL, territory: 0 };

/** What the sealed-territory term adds to the evaluation, in territory units (squares). */
function territoryOf(position: Position): number {
  const searcher = new Searcher({ hashMb: 1 });
  const withTerm = searcher.evaluate(position, 'arcade', FULL_EVAL);
  const without = searcher.evaluate(position, 'arcade', NO_TERRITORY);
  return (withTerm - without) / FULL_EVAL.territory;
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
    const searcher = new Searcher({ hashMb: 1 });
    expect(searcher.evaluate(pocket, 'arcade', FULL_EVAL)).toBeGreaterThan(
      searcher.evaluate(pocket, 'arcade', NO_TERRITORY),
    );
  });
});
