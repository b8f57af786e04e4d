import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyMove,
  countPieces,
  legalMoves,
  outcome,
  PASS,
  Random,
  START_FEN,
  type Position,
  type Ruleset,
} from '../../src/core';
import { chooseMove, greedyMove, Searcher, STRENGTHS } from '../../src/ai';
import { MATERIAL_EVAL, type EvalWeights } from '../../src/ai/evaluate';
import { MAX_STRENGTH, MIN_STRENGTH } from '../../src/core/level';
import { positionOf as fen } from '../support/position';

const gain = (position: Position, move: number): number =>
  countPieces(applyMove(position, move).position)[position.turn] - countPieces(position)[position.turn];

function randomPosition(start: Position, plies: number, seed: number): Position {
  const random = new Random(seed);
  let position = start;
  for (let i = 0; i < plies && !outcome(position, 'arcade'); i++) {
    position = applyMove(position, random.pick(legalMoves(position, 'arcade'))).position;
  }
  return position;
}

/** Plays a game between two move choosers; returns the winner or null for a draw. */
function playGame(
  start: Position,
  rules: Ruleset,
  x: (p: Position) => number,
  o: (p: Position) => number,
): 'x' | 'o' | null {
  let position = start;
  for (let ply = 0; ply < 400; ply++) {
    const over = outcome(position, rules);
    if (over) return over.winner;
    position = applyMove(position, (position.turn === 'x' ? x : o)(position)).position;
  }
  throw new Error('the game did not end');
}

describe('strength ladder', () => {
  it('has ten rungs, in order, each with a name and a description', () => {
    expect(STRENGTHS.map((s) => s.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(STRENGTHS.map((s) => s.name)).size).toBe(10);
    for (const s of STRENGTHS) expect(s.description.length).toBeGreaterThan(10);
  });

  it('has one rung for every strength a level may ask for (core owns the bounds)', () => {
    expect(STRENGTHS[0].level).toBe(MIN_STRENGTH);
    expect(STRENGTHS[STRENGTHS.length - 1].level).toBe(MAX_STRENGTH);
  });

  it('climbs in small steps: one- and two-ply rungs, then node budgets a few times apart', () => {
    const depths = STRENGTHS.filter((s) => s.depth !== undefined);
    const budgets = STRENGTHS.filter((s) => s.nodes !== undefined);
    expect(depths.length + budgets.length).toBe(STRENGTHS.length);
    // Depth rungs come first, never shallower than the rung below; at the same depth the higher rung
    // sees more (the full evaluation where the lower one counts pieces).
    expect(depths.map((s) => s.level)).toEqual(depths.map((_, i) => i + 1));
    for (let i = 1; i < depths.length; i++) {
      const [lower, higher] = [depths[i - 1], depths[i]];
      expect(higher.depth!).toBeGreaterThanOrEqual(lower.depth!);
      if (higher.depth === lower.depth) {
        expect(lower.weights === MATERIAL_EVAL && higher.weights !== MATERIAL_EVAL).toBe(true);
      }
    }
    expect(depths[depths.length - 1].depth!).toBeLessThanOrEqual(2);
    for (const s of depths) expect(s.reductions).toBe(false);
    // A doubling of nodes is worth about 200 Elo low down but only about 70 near the top, so budgets
    // climb by 2-4x and the last step, to strength 10's fixed budget, may be up to 8x.
    for (let i = 1; i < budgets.length; i++) {
      const ratio = budgets[i].nodes! / budgets[i - 1].nodes!;
      expect(ratio).toBeGreaterThanOrEqual(2);
      expect(ratio).toBeLessThanOrEqual(i === budgets.length - 1 ? 8 : 4);
    }
    expect(Math.max(...budgets.map((s) => s.nodes!))).toBe(STRENGTHS[STRENGTHS.length - 1].nodes);
    for (const s of budgets) expect(s.reductions).toBe(true);
    // Late-move pruning is strength 10's alone: the rungs below keep the spacing measured for them.
    expect(STRENGTHS.filter((s) => s.latePruning).map((s) => s.level)).toEqual([10]);
    expect(STRENGTHS.filter((s) => s.probCut).map((s) => s.level)).toEqual([10]);
  });

  it('greedy takes the biggest gain, breaking ties by the seed', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const position = randomPosition(fen(START_FEN), 10 + seed, seed);
      if (outcome(position, 'arcade')) continue;
      const move = greedyMove(position, 'arcade', seed);
      const best = Math.max(...legalMoves(position, 'arcade').map((m) => gain(position, m)));
      expect(gain(position, move)).toBe(best);
      expect(greedyMove(position, 'arcade', seed)).toBe(move);
    }
    const firstMoves = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => greedyMove(fen(START_FEN), 'arcade', seed)),
    );
    expect(firstMoves.size).toBeGreaterThan(1);
  });

  it('greedy passes when classic rules force it', () => {
    expect(greedyMove(fen('ooo--1/ooo--1/-----1/-----1/6/5x o 0 1'), 'classic', 1)).toBe(PASS);
  });

  it('gives the same move for the same request', () => {
    const position = randomPosition(fen('x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1'), 12, 5);
    for (const strength of [1, 4, 7]) {
      const request = { position, rules: 'arcade' as const, strength, seed: 42 };
      expect(chooseMove(request).move).toBe(chooseMove(request).move);
    }
  });

  it('has budgets only: no rung carries a clock', () => {
    for (const s of STRENGTHS) {
      expect(s).not.toHaveProperty('timeMs');
      expect(s.depth !== undefined || s.nodes !== undefined).toBe(true);
    }
  });

  it('gives the same answer from a fresh searcher and from one busy with other games', () => {
    const busy = new Searcher({ hashMb: 8 });
    const position = randomPosition(fen('x7o/9/9/9/9/9/9/9/o7x x 0 1'), 9, 11);
    for (const strength of [2, 5, 8]) {
      const request = { position, rules: 'arcade' as const, strength, seed: 7 };
      // The busy searcher has filled its table and history on other positions first.
      busy.search(randomPosition(fen(START_FEN), 14, strength), 'classic', { nodes: 20_000 });
      const fresh = chooseMove(request, { searcher: new Searcher({ hashMb: 8 }) });
      const reused = chooseMove(request, { searcher: busy });
      expect({ ...reused, timeMs: 0 }).toEqual({ ...fresh, timeMs: 0 });
    }
  });

  describe('on a clock that races ahead', () => {
    afterEach(() => vi.restoreAllMocks());

    it('chooses exactly as on a normal clock: no budget reads the time', () => {
      const position = randomPosition(fen(START_FEN), 8, 3);
      const requests = [1, 3, 6, 10].map((strength) => ({
        position,
        rules: 'arcade' as const,
        strength,
        seed: 99,
      }));
      const normal = requests.map((request) => chooseMove(request));
      // Every reading of the clock is an hour after the last, as on a device stalled by other work.
      let now = Date.now();
      const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 3_600_000));
      const raced = requests.map((request) => chooseMove(request));
      expect(clock).toHaveBeenCalled();
      expect(raced.map((r) => ({ ...r, timeMs: 0 }))).toEqual(normal.map((r) => ({ ...r, timeMs: 0 })));
    });
  });

  it('strength 1 plays the best-looking move now, strengths 2 and 3 the best against your reply', () => {
    const judge = new Searcher({ hashMb: 1 });
    /** The mover's score after `move`, by the static evaluation alone. */
    const now = (position: Position, move: number, weights: EvalWeights): number =>
      -judge.evaluate(applyMove(position, move).position, 'arcade', weights);
    /** The mover's score after `move` and the opponent's best reply to it. */
    const afterReply = (position: Position, move: number, weights: EvalWeights): number => {
      const next = applyMove(position, move).position;
      const replies = outcome(next, 'arcade') ? [] : legalMoves(next, 'arcade');
      if (replies.length === 0) return -judge.evaluate(next, 'arcade', weights);
      return Math.min(...replies.map((reply) => -now(next, reply, weights)));
    };
    let baited = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const position = randomPosition(fen(START_FEN), 6 + seed, seed);
      if (outcome(position, 'arcade')) continue;
      const moves = legalMoves(position, 'arcade');
      const pick = (strength: number): number =>
        chooseMove({ position, rules: 'arcade', strength, seed }).move;
      const [one, two, three] = [pick(1), pick(2), pick(3)];
      // Each rung judges with its own weights (the depth rungs' hand-set ones).
      const judged = STRENGTHS[0].weights;
      expect(STRENGTHS[2].weights).toBe(judged);
      expect(now(position, one, judged)).toBe(Math.max(...moves.map((m) => now(position, m, judged))));
      for (const [move, weights] of [
        [two, MATERIAL_EVAL],
        [three, judged],
      ] as const) {
        const best = Math.max(...moves.map((m) => afterReply(position, m, weights)));
        expect(afterReply(position, move, weights)).toBe(best);
      }
      // The newcomer's weakness: a move that looks good now but loses more to the reply it never saw.
      if (afterReply(position, one, judged) < afterReply(position, three, judged)) baited++;
    }
    expect(baited).toBeGreaterThan(0);
  });

  it.each([
    ['x2o/4/4/4/4/4/4/4/o2x x 0 1', 'arcade'],
    ['x7o/9/9/o7x o 0 1', 'classic'],
    ['x3-3o/9/2-3-2/9/4-4/9/2-3-2/9/o3-3x x 0 1', 'arcade'],
    ['x-1o/-2-/4/o1-x x 0 1', 'classic'],
  ] as const)('every strength plays legal moves on %s (%s)', (text, rules) => {
    const position = randomPosition(fen(text), 6, 3);
    for (const strength of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const result = chooseMove({ position, rules, strength, seed: strength });
      expect(legalMoves(position, rules)).toContain(result.move);
    }
  });

  it('strengths 5 to 7 beat strength 1 from the corner start, with either colour (level 1 board)', () => {
    // The corner start is where a lone piece is tempted into the open, for a jump to take it. With the
    // edge and corner terms, strength 5 took the bait and lost this to strength 1 in six plies; strength
    // 4 (two plies deep) still does on this board, on any tuned weights: its known weakness (README).
    const start = fen('x4o/6/6/6/6/o4x x 0 1');
    const player =
      (strength: number) =>
      (p: Position): number =>
        chooseMove({ position: p, rules: 'arcade', strength, seed: p.cells.length + countPieces(p).x }).move;
    for (const strength of [5, 6, 7]) {
      expect(playGame(start, 'arcade', player(strength), player(1)), `strength ${strength} as x`).toBe('x');
      expect(playGame(start, 'arcade', player(1), player(strength)), `strength ${strength} as o`).toBe('o');
    }
  });

  it('strength 8 beats the greedy player with either colour on a small board', () => {
    const start = fen('x3o/5/2-2/5/o3x x 0 1');
    const engine = (p: Position) => chooseMove({ position: p, rules: 'arcade', strength: 8, seed: 1 }).move;
    const greedy = (p: Position) => greedyMove(p, 'arcade', 1);
    expect(playGame(start, 'arcade', engine, greedy)).toBe('x');
    expect(playGame(start, 'arcade', greedy, engine)).toBe('o');
  });
});
