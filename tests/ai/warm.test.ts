/** The warm-up at worker and UAI start: it searches, and it changes no answer the engine gives. */
import { describe, expect, it } from 'vitest';
import { startPosition } from '../../src/core';
import { chooseMove, Searcher, warmEngine, warmEveryKind } from '../../src/ai';
import { positionOf } from '../support/position';

describe('warmEngine', () => {
  it('searches about the nodes it is given, on every warm-up board', () => {
    const nodes = warmEngine(5_000);
    expect(nodes).toBeGreaterThan(4_000);
    // Each of the five searches may finish the node it is in when its share runs out.
    expect(nodes).toBeLessThanOrEqual(5_000 + 10);
  });

  it('starts with short searches round every board, both layout kinds, within its share', () => {
    const nodes = warmEveryKind(2_000);
    expect(nodes).toBeGreaterThan(1_500);
    expect(nodes).toBeLessThanOrEqual(2_000 + 10 * 2);
  });

  it('leaves the answers of chooseMove and of a running Searcher as they were', () => {
    const position = positionOf('x5o/7/2-1-2/7/2-1-2/7/o5x o 3 2');
    const request = { position, rules: 'arcade' as const, strength: 7, seed: 5 };
    const searcher = new Searcher({ hashMb: 1 });
    const before = chooseMove(request, { timeMs: 600_000 });
    const first = searcher.search(startPosition(), 'classic', { nodes: 8_000 });
    warmEngine(10_000);
    const second = searcher.search(startPosition(8, 8), 'classic', { nodes: 8_000 });
    expect(chooseMove(request, { timeMs: 600_000 })).toEqual({ ...before, timeMs: expect.any(Number) });
    // The same two searches on a Searcher that never saw a warm-up.
    const fresh = new Searcher({ hashMb: 1 });
    const without = [
      fresh.search(startPosition(), 'classic', { nodes: 8_000 }),
      fresh.search(startPosition(8, 8), 'classic', { nodes: 8_000 }),
    ];
    expect([first, second].map(({ move, score, nodes, depth }) => ({ move, score, nodes, depth }))).toEqual(
      without.map(({ move, score, nodes, depth }) => ({ move, score, nodes, depth })),
    );
  });
});
