import { describe, expect, it } from 'vitest';
import {
  applyMove,
  legalMoves,
  outcome,
  PASS,
  Random,
  START_FEN,
  type Position,
  type Ruleset,
} from '../../src/core';
import { Searcher, WIN_BOUND } from '../../src/ai';
import { provenValue, winningMoves } from './reference';
import { positionOf as fen } from '../support/position';

/** Random play from a start until `empties` squares are left (or the game ends). */
function playout(start: Position, rules: Ruleset, seed: number, empties: number): Position {
  const random = new Random(seed);
  let position = start;
  while (!outcome(position, rules) && [...position.cells].filter((c) => c === '.').length > empties) {
    position = applyMove(position, random.pick(legalMoves(position, rules))).position;
  }
  return position;
}

const sign = (score: number): number => (score >= WIN_BOUND ? 1 : score <= -WIN_BOUND ? -1 : 0);

describe('search', () => {
  it('finds the clone that leaves the opponent stuck, winning every empty square (arcade)', () => {
    // o on a5 can only jump to c5; cloning into c5 first traps it.
    const result = new Searcher().search(fen('ox3/xx-2/---2/5/3x1 x 0 1'), 'arcade', { depth: 3 });
    expect(result.move).toBe(2);
    expect(result.score).toBeGreaterThanOrEqual(WIN_BOUND);
  });

  it('scores the arcade stuck fill for the side that is ahead on pieces but stuck', () => {
    // o to move has six pieces to one but no move: x gets the 15 empty squares and wins.
    const stuck = fen('ooo--1/ooo--1/-----1/-----1/6/5x o 0 1');
    expect(outcome(stuck, 'arcade')?.winner).toBe('x');
    expect(new Searcher().evaluate(stuck, 'arcade')).toBeLessThanOrEqual(-WIN_BOUND);
    // Under classic rules the same o simply passes and the game goes on.
    expect(new Searcher().search(stuck, 'classic', { depth: 4 }).move).toBe(PASS);
  });

  it('returns PASS when classic rules force a pass, and a real move when they do not', () => {
    const forced = fen('ooo--1/ooo--1/-----1/-----1/6/5x o 0 1');
    expect(legalMoves(forced, 'classic')).toEqual([PASS]);
    expect(new Searcher().search(forced, 'classic', { depth: 3 }).move).toBe(PASS);
    const free = fen('ooo--1/ooo--1/-----1/-----1/6/5x x 0 1');
    expect(legalMoves(free, 'classic')).toContain(new Searcher().search(free, 'classic', { depth: 3 }).move);
  });

  it.each(['arcade', 'classic'] as const)('scores %s endings as the rules prove them', (rules) => {
    const starts = [fen('x2o/4/4/o2x x 0 1'), fen('x3o/1-2-/5/-2-1/o3x x 0 1'), fen('x2o/4/-2-/4/o2x x 0 1')];
    const check = (position: Position, depth: number): number => {
      const result = new Searcher({ hashMb: 1 }).search(position, rules, { depth }, undefined, {
        reductions: false,
      });
      const win = provenValue(position, rules, depth, -1) === 1;
      const loss = provenValue(position, rules, depth, 1) === -1;
      const where = `${rules} depth ${depth} ${JSON.stringify(position)}`;
      expect(sign(result.score) === 1, `win claimed or missed: ${where}`).toBe(win);
      expect(sign(result.score) === -1, `loss claimed or missed: ${where}`).toBe(loss);
      if (win) expect(winningMoves(position, rules, depth), where).toContain(result.move);
      return win ? result.move : loss ? PASS - 1 : PASS;
    };
    let wins = 0;
    let losses = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const position = playout(starts[seed % starts.length], rules, seed, 2 + (seed % 3));
      if (outcome(position, rules)) continue;
      const winning = check(position, 3);
      if (winning < 0) continue;
      wins++;
      // After the winning move the opponent is lost within two plies: the other side of the proof.
      const after = applyMove(position, winning).position;
      if (outcome(after, rules)) continue;
      if (check(after, 2) === PASS - 1) losses++;
    }
    // The sample must really contain proven endings, or the test proves nothing.
    expect(wins).toBeGreaterThanOrEqual(5);
    expect(losses).toBeGreaterThanOrEqual(3);
  });

  it('stops at the depth and node limits', () => {
    const start = fen(START_FEN);
    const byDepth = new Searcher().search(start, 'arcade', { depth: 3 });
    expect(byDepth.depth).toBe(3);
    const byNodes = new Searcher().search(start, 'arcade', { nodes: 5000 });
    expect(byNodes.nodes).toBeLessThanOrEqual(5000);
    expect(legalMoves(start, 'arcade')).toContain(byNodes.move);
  });

  it('stops soon after the shared stop flag is raised, still with a legal move', () => {
    const start = fen('x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1');
    const stop = new Int32Array(1);
    let iterations = 0;
    const result = new Searcher().search(start, 'arcade', { stop }, (info) => {
      iterations++;
      if (info.depth === 4) Atomics.store(stop, 0, 1);
    });
    expect(iterations).toBe(4);
    expect(result.depth).toBe(4);
    expect(legalMoves(start, 'arcade')).toContain(result.move);
    const raised = new Searcher().search(start, 'arcade', { stop: new Int32Array([1]) });
    expect(legalMoves(start, 'arcade')).toContain(raised.move);
    expect(raised.nodes).toBeLessThan(2000);
  });

  it('gives the same answer twice from a cleared table', () => {
    const position = playout(fen(START_FEN), 'arcade', 7, 30);
    const searcher = new Searcher();
    const first = searcher.search(position, 'arcade', { nodes: 40_000 });
    searcher.clear();
    const second = searcher.search(position, 'arcade', { nodes: 40_000 });
    expect(second).toMatchObject({
      move: first.move,
      score: first.score,
      depth: first.depth,
      nodes: first.nodes,
    });
  });

  it('finds the same score with and without the transposition table', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const position = playout(fen('x3o/5/2-2/5/o3x x 0 1'), 'arcade', seed, 12);
      if (outcome(position, 'arcade')) continue;
      const style = { reductions: false };
      const withTable = new Searcher().search(position, 'arcade', { depth: 5 }, undefined, style);
      const without = new Searcher().search(position, 'arcade', { depth: 5 }, undefined, {
        ...style,
        table: false,
      });
      expect(withTable.score).toBe(without.score);
    }
  });

  it.each(['arcade', 'classic'] as const)(
    'does not reuse a table entry across the anti-stall limit (%s): the hash does not see halfmoves',
    (rules) => {
      for (let seed = 1; seed <= 6; seed++) {
        const early = playout(fen('x3o/5/2-2/5/o3x x 0 1'), rules, seed, 12);
        if (outcome(early, rules)) continue;
        const late = { ...early, halfmoves: 97 };
        const style = { reductions: false };
        const warmed = new Searcher();
        warmed.search(early, rules, { depth: 6 }, undefined, style);
        const reused = warmed.search(late, rules, { depth: 6 }, undefined, style);
        const fresh = new Searcher().search(late, rules, { depth: 6 }, undefined, { ...style, table: false });
        expect(reused.score).toBe(fresh.score);
      }
    },
  );

  it.each([
    'x2o/4/4/4/4/4/4/4/o2x x 0 1',
    'x7o/9/9/o7x x 0 1',
    'x3-3o/9/2-3-2/9/4-4/9/2-3-2/9/o3-3x o 0 1',
    'x3o/1-1-1/5/1-1-1/5/1-1-1/o3x x 0 1',
    'x-1o/-2-/4/o1-x x 0 1',
  ])('plays only legal moves on %s', (text) => {
    for (const rules of ['arcade', 'classic'] as const) {
      let position = fen(text);
      const searcher = new Searcher({ hashMb: 2 });
      for (let ply = 0; ply < 16 && !outcome(position, rules); ply++) {
        const result = searcher.search(position, rules, { nodes: 3000 });
        expect(legalMoves(position, rules)).toContain(result.move);
        position = applyMove(position, result.move).position;
      }
    }
  });
  it('prunes late moves only where asked, and never in an exact search', () => {
    // Middle games with many moves a node, where the late-move count is reached.
    let fewer = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const position = playout(fen(START_FEN), 'classic', seed, 30);
      if (outcome(position, 'classic')) continue;
      const nodes = (style: { reductions?: boolean; latePruning?: boolean }): number =>
        new Searcher({ hashMb: 2 }).search(position, 'classic', { depth: 5 }, undefined, style).nodes;
      const pruned = nodes({ latePruning: true });
      const full = nodes({ latePruning: false });
      expect(pruned, `seed ${seed}`).toBeLessThanOrEqual(full);
      if (pruned < full) fewer++;
      // Without reductions the search is exact: the switch changes nothing.
      expect(nodes({ reductions: false, latePruning: true }), `seed ${seed}`).toBe(
        nodes({ reductions: false, latePruning: false }),
      );
    }
    expect(fewer).toBeGreaterThanOrEqual(3);
  });
  it('tries ProbCut only where asked, and never in an exact search', () => {
    // Deep enough for nodes at ProbCut's depth that are expected to fail high.
    let changed = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const position = playout(fen(START_FEN), 'classic', seed, 20);
      if (outcome(position, 'classic')) continue;
      const search = (style: { probCut: boolean }) =>
        new Searcher({ hashMb: 2 }).search(position, 'classic', { depth: 8 }, undefined, style);
      const probed = search({ probCut: true });
      expect(legalMoves(position, 'classic')).toContain(probed.move);
      if (probed.nodes !== search({ probCut: false }).nodes) changed++;
      // Without reductions the search is exact: the switch changes nothing (a small board, to stay quick).
      const small = playout(fen('x3o/5/5/5/o3x x 0 1'), 'classic', seed, 6);
      if (outcome(small, 'classic')) continue;
      const exact = (probCut: boolean) =>
        new Searcher({ hashMb: 2 }).search(small, 'classic', { depth: 6 }, undefined, {
          reductions: false,
          probCut,
        });
      expect([exact(true).nodes, exact(true).score], `seed ${seed}`).toEqual([
        exact(false).nodes,
        exact(false).score,
      ]);
    }
    expect(changed).toBeGreaterThanOrEqual(3);
  });
});
