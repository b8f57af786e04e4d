/**
 * Oxono's threat-space search (src/ai/oxono/threats.ts) against the exhaustive solver: the forced wins
 * 7 plies deep that the plain depth-5 search won games with (positions from `oxono:field` games the top
 * search lost on 3,000 nodes a move, just after its losing move) are found, in the plies the solver
 * needs; a position with no forced win gives none; every win it claims on the tactics set is one the
 * solver confirms, and with no cap on defences (a complete search) it finds every win3 and win5 there;
 * a search the budget stops says so and leaves the board as it was; and the top search with the check
 * on (guard.ts) refuses a move into such a win that it plays with the check off.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { oxono } from '../../src/core/oxono/game';
import { readPosition } from '../../src/core/oxono/text';
import { boardOf, coreMove } from '../../src/ai/oxono/adapter';
import { NO_MOVE, type OxonoBoard } from '../../src/ai/oxono/board';
import { FULL_STYLE, OxonoSearch } from '../../src/ai/oxono/search';
import { TacticsSolver } from '../../src/ai/oxono/solver';
import { readTactics } from '../../src/ai/oxono/tactics';
import { ThreatSearch } from '../../src/ai/oxono/threats';

const boardFrom = (text: string): OxonoBoard => {
  const position = readPosition(text);
  if (!position.ok) throw new Error(position.error);
  return boardOf(position.value);
};

/** Just after the top search's losing move in field games: the side to move wins in 7 plies. */
const SEVEN_PLY_WINS = [
  '..*X../.x.x../...o../XxO.../OOO.../o@.o.. 1 5 5 6 4',
  '....o./..o@X./..OoX./..x*../...X../...... 1 7 5 5 7',
  '...o../...OO./.o@o../..XxoX/...x*X/....X. 1 6 4 4 6',
  '....../....../.o@o.O/.O.X.x/..x*x./..X... 2 5 6 6 6',
];

const read = readTactics(readFileSync(new URL('../data/oxono-tactics.txt', import.meta.url), 'utf8'));
if (!read.ok) throw new Error(read.error);
const puzzles = read.value;

describe('the Oxono threat search', () => {
  it('finds forced wins 7 plies deep that the solver confirms, in a few hundred nodes', () => {
    const threats = new ThreatSearch();
    const solver = new TacticsSolver();
    for (const text of SEVEN_PLY_WINS) {
      const board = boardFrom(text);
      threats.clear();
      const answer = threats.forcedWin(board, 13, { nodes: 20_000 });
      expect(answer.plies, text).toBe(7);
      expect(answer.nodes, text).toBeLessThan(2_000);
      expect(solver.forcesWin(board, 5), text).toBe(false);
      expect(solver.winningMoves(board, 7), text).toContain(answer.move);
    }
  });

  it('finds none where there is none', () => {
    const threats = new ThreatSearch();
    const start = boardFrom(oxono.startText('standard'));
    expect(threats.forcedWin(start, 9, { nodes: 1_000_000 }).move).toBe(NO_MOVE);
    // The position before the second losing move above: the mover has no forced win in 7 (solver).
    const before = boardFrom('....o./..o@X./..OoX./..x.*./....../...... 2 7 5 6 7');
    expect(new TacticsSolver().forcesWin(before, 7)).toBe(false);
    threats.clear();
    expect(threats.forcedWin(before, 7, { nodes: 1_000_000 }).move).toBe(NO_MOVE);
  });

  it('claims only wins the solver confirms, and finds every short one with no cap on defences', () => {
    const threats = new ThreatSearch();
    const solver = new TacticsSolver();
    for (const puzzle of puzzles.filter((p) => p.kind === 'win3' || p.kind === 'win5')) {
      const plies = puzzle.kind === 'win3' ? 3 : 5;
      const board = boardOf(puzzle.position);
      threats.clear();
      const complete = threats.forcedWin(board, plies, { nodes: 1_000_000 }, Infinity);
      expect(complete.plies, `line ${puzzle.line}`).toBe(plies);
      expect(puzzle.answers, `line ${puzzle.line}`).toContain(coreMove(complete.move!));
      threats.clear();
      const forcing = threats.forcedWin(board, 7, { nodes: 1_000_000 });
      if (forcing.move === NO_MOVE) continue;
      expect(solver.winningMoves(board, forcing.plies), `line ${puzzle.line}`).toContain(forcing.move);
    }
  });

  it('lets the top search refuse a move into a forced win when checking is on, within its budget', () => {
    const search = new OxonoSearch();
    const threats = new ThreatSearch();
    // Before the first position above, on the 3,000 nodes the losing move was made with.
    const board = boardFrom('...*../.x.x../...o../XxO.../OOO.../o@.o.. 2 5 5 7 4');
    const lossAfter = (move: number) => {
      board.make(move);
      threats.clear();
      const answer = threats.forcedWin(board, 13, { nodes: 50_000 });
      board.unmake(move);
      return answer.move === NO_MOVE ? 0 : answer.plies;
    };
    search.clear();
    const plain = search.search(board, { nodes: 3_000 });
    expect(lossAfter(plain.move)).toBe(7);
    search.clear();
    const checked = search.search(board, { nodes: 3_000 }, { ...FULL_STYLE, threatSpace: true });
    expect(lossAfter(checked.move)).toBe(0);
    expect(checked.nodes).toBeLessThanOrEqual(3_002);
  });

  it('says when its budget ran out, and leaves the board as it found it', () => {
    const threats = new ThreatSearch();
    const board = boardFrom('..*X../.x.x../...o../XxO.../OOO.../o@.o.. 1 5 5 6 4');
    const { hashLow, hashHigh } = board;
    const cells = Array.from(board.cells);
    const answer = threats.forcedWin(board, 13, { nodes: 50 });
    expect(answer.move).toBeUndefined();
    expect(answer.nodes).toBeLessThanOrEqual(51);
    expect([board.hashLow, board.hashHigh, Array.from(board.cells)]).toEqual([hashLow, hashHigh, cells]);
  });
});
