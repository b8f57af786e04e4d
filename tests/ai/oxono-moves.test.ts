/**
 * The Oxono engine's own board and generator (src/ai/oxono) against core's rules, the reference: equal
 * perft from the start and from positions of seeded random games (which reach enclosed totems, jumps,
 * teleports and used-up symbols late on), the same move lists, every engine move legal by core's
 * `play`, and the win finder exact (it finds a win exactly when some legal move makes a line).
 */
import { describe, expect, it } from 'vitest';
import { Random } from '../../src/core/random';
import {
  legalOxonoMoves,
  moveText,
  oxonoPerft,
  playOxono,
  startPosition,
  type OxonoPosition,
} from '../../src/core/oxono';
import { boardOf, coreMove, engineMove } from '../../src/ai/oxono/adapter';
import { NO_MOVE } from '../../src/ai/oxono/board';
import { enginePerft, generateMoves, isEnclosed, MAX_MOVES } from '../../src/ai/oxono/moves';
import { findWin } from '../../src/ai/oxono/wins';

/** Positions met in seeded random games, every ply of each game until it ends. */
function randomGamePositions(games: number, seed: number): OxonoPosition[] {
  const random = new Random(seed);
  const positions: OxonoPosition[] = [];
  for (let game = 0; game < games; game++) {
    let position = startPosition();
    for (;;) {
      const moves = legalOxonoMoves(position);
      if (moves.length === 0) break;
      positions.push(position);
      const played = playOxono(position, random.pick(moves));
      if (!played.ok) throw new Error(played.error);
      if (played.value.lines !== 0) break;
      position = played.value.position;
    }
  }
  return positions;
}

const positions = randomGamePositions(40, 49);
const sorted = (moves: Iterable<number>): number[] => [...moves].sort((a, b) => a - b);

function engineMoves(position: OxonoPosition): number[] {
  const board = boardOf(position);
  const buffer = new Int32Array(MAX_MOVES);
  return Array.from(buffer.subarray(0, generateMoves(board, buffer, 0)));
}

describe('the Oxono engine board', () => {
  it('counts the reference perft from the start', () => {
    const board = boardOf(startPosition());
    expect([1, 2, 3].map((depth) => enginePerft(board, depth))).toEqual([68, 3_612, 162_680]);
  });

  it('reaches the edge cases the rules have, so the comparisons below test them', () => {
    const enclosed = positions.filter((position) => {
      const board = boardOf(position);
      return isEnclosed(board.cells, board.totems[0]) || isEnclosed(board.cells, board.totems[1]);
    });
    const usedUp = positions.filter((p) => [p.reserves.pink, p.reserves.black].some((r) => !r.X || !r.O));
    expect(positions.length).toBeGreaterThan(500);
    expect(enclosed.length).toBeGreaterThan(10);
    expect(usedUp.length).toBeGreaterThan(10);
  });

  it('lists exactly core’s legal moves, each legal by core’s play, in every random-game position', () => {
    for (const position of positions) {
      const mine = engineMoves(position);
      expect(new Set(mine).size).toBe(mine.length);
      expect(sorted(mine.map(coreMove))).toEqual(sorted(legalOxonoMoves(position)));
      const board = boardOf(position);
      for (const move of mine.slice(0, 12)) {
        expect(playOxono(position, coreMove(move)).ok, moveText(coreMove(move))).toBe(true);
        expect(engineMove(board, coreMove(move))).toBe(move);
      }
    }
  });

  it('equals core’s perft at depth 2 on random-game positions and at depth 3 on a few', () => {
    const sample = positions.filter((_, i) => i % 17 === 0);
    for (const position of sample) expect(enginePerft(boardOf(position), 2)).toBe(oxonoPerft(position, 2));
    for (const position of sample.filter((_, i) => i % 8 === 3))
      expect(enginePerft(boardOf(position), 3)).toBe(oxonoPerft(position, 3));
  });

  it('finds a win in one exactly when a legal move makes a line, and the move it gives does', () => {
    let wins = 0;
    for (const position of positions) {
      const board = boardOf(position);
      const winning = legalOxonoMoves(position).filter((move) => {
        const played = playOxono(position, move);
        return played.ok && played.value.lines !== 0;
      });
      const found = findWin(board, board.side);
      expect(found !== NO_MOVE, position.cells).toBe(winning.length > 0);
      if (found !== NO_MOVE) {
        wins++;
        expect(winning).toContain(coreMove(found));
      }
    }
    expect(wins).toBeGreaterThan(20);
  });

  it('keeps the hash and the line masks through make and unmake', () => {
    for (const position of positions.filter((_, i) => i % 5 === 0)) {
      const board = boardOf(position);
      const before = [board.hashLow, board.hashHigh, ...board.rows, ...board.columns, ...board.cells];
      for (const move of engineMoves(position)) {
        board.make(move);
        const played = playOxono(position, coreMove(move));
        if (!played.ok) throw new Error(played.error);
        const fresh = boardOf({ ...played.value.position });
        expect([board.hashLow, board.hashHigh]).toEqual([fresh.hashLow, fresh.hashHigh]);
        board.unmake(move);
      }
      expect([board.hashLow, board.hashHigh, ...board.rows, ...board.columns, ...board.cells]).toEqual(
        before,
      );
    }
  });
});
