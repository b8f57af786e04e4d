/**
 * Every row of the public perft table (tests/data/perft-classic.txt) through the fast Board perft and
 * through the plain legalMoves/applyMove path; and arcade perft on the same positions against the
 * independent reference, since no public table exists for the arcade ending.
 */
import { describe, expect, it } from 'vitest';
import { perft, plainPerft } from '../../src/core';
import { cappedCounts, loadPerftTable } from '../reference/perft-table';
import { refFen } from '../reference/reference-position';
import { refPerft } from '../reference/reference-rules';
import { positionOf as position } from '../support/position';

/** Leaves per checked depth for the fast perft; deeper rows are left to `npm run bench`. */
const FAST_CAP = 6_000_000;
/** The plain path copies a position per move, so it gets shallower depths. */
const PLAIN_CAP = 100_000;
const ARCADE_CAP = 60_000;

const rows = loadPerftTable();

const cases = rows.map((row) => [row.line, row.fen, row] as const);

describe('fast perft (Board) matches the public table', () => {
  it.each(cases)('line %i: %s', (_line, fen, row) => {
    const start = position(fen);
    for (const { depth, nodes } of cappedCounts(row, FAST_CAP))
      expect(perft(start, depth, 'classic'), `depth ${depth}`).toBe(nodes);
  });

  it('checks the start position to depth 5 and every row at some depth', () => {
    const start = rows.find((row) => row.fen === 'x5o/7/7/7/7/7/o5x x 0 1');
    expect(start && cappedCounts(start, FAST_CAP).map((count) => count.depth)).toContain(5);
    for (const row of rows) expect(cappedCounts(row, FAST_CAP).length, `line ${row.line}`).toBeGreaterThan(0);
  });
});

describe('plain legalMoves/applyMove perft matches the public table', () => {
  it.each(cases)('line %i: %s', (_line, fen, row) => {
    const start = position(fen);
    for (const { depth, nodes } of cappedCounts(row, PLAIN_CAP))
      expect(plainPerft(start, depth, 'classic'), `depth ${depth}`).toBe(nodes);
  });
});

describe('arcade perft agrees with the reference on the table positions', () => {
  it.each(cases)('line %i: %s', (_line, fen, row) => {
    const start = position(fen);
    const reference = refFen(fen);
    let checked = 0;
    for (let depth = 1; depth <= row.counts.length; depth++) {
      const nodes = perft(start, depth, 'arcade');
      if (depth > 1 && nodes > ARCADE_CAP) break;
      expect(refPerft(reference, depth, 'arcade'), `depth ${depth}`).toBe(nodes);
      expect(plainPerft(start, depth, 'arcade'), `plain, depth ${depth}`).toBe(nodes);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
