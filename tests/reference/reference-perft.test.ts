/**
 * The reference stands on its own: it reproduces the public perft table (libataxx, python-ataxx,
 * Fairy-Stockfish and the other sizes) before it is trusted to judge the fast core.
 */
import { describe, expect, it } from 'vitest';
import { cappedCounts, loadPerftTable, parsePerftTable } from './perft-table';
import { refFen, refReadFen, refWriteFen } from './reference-position';
import { refLegalMoves, refPerft } from './reference-rules';

/** Leaves per checked depth: the reference plays every move, about a million a second. */
const REFERENCE_CAP = 200_000;

describe('reference perft matches the public table', () => {
  const rows = loadPerftTable();

  it('reads every row of the table', () => {
    expect(rows.length).toBe(29);
    for (const row of rows) expect('position' in refReadFen(row.fen), `line ${row.line}`).toBe(true);
  });

  it.each(rows.map((row) => [row.line, row.fen, row] as const))('line %i: %s', (_line, fen, row) => {
    const position = refFen(fen);
    for (const { depth, nodes } of cappedCounts(row, REFERENCE_CAP)) {
      expect(refPerft(position, depth, 'classic'), `${fen} depth ${depth}`).toBe(nodes);
    }
  });
});

describe('reference notation', () => {
  it('writes a FEN back as it read it', () => {
    for (const fen of ['x5o/7/2-1-2/7/2-1-2/7/o5x o 12 30', 'x3o/5/5/5/o3x x 0 1', 'x7o/9/9/9/o7x x 99 4'])
      expect(refWriteFen(refFen(fen))).toBe(fen);
  });

  it('names moves from the bottom-left corner: clones by destination, jumps by both squares', () => {
    const texts = refLegalMoves(refFen('4/4/4/x2o x 0 1'), 'classic').map((move) => move.text);
    expect(texts.sort()).toEqual(['a2', 'b1', 'b2', 'a1a3', 'a1b3', 'a1c3', 'a1c2', 'a1c1'].sort());
  });

  it('rejects a table line it cannot read, naming the line', () => {
    const parsed = parsePerftTable('# comment\nx5o/7/7/7/7/7/o5x x 0 1;D1 16;D2 many\n', 'table.txt');
    expect(parsed).toEqual({ error: 'table.txt:2: expected "D<depth> <nodes>", got "D2 many"' });
  });
});
