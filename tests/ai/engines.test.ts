import { describe, expect, it } from 'vitest';
import { chooseMove } from '../../src/ai';
import { ataxxEngine, ataxxMoveOf, ataxxRequest } from '../../src/ai/ataxx-engine';
import { engineFor, registerEngine, thinkAbout } from '../../src/ai/engines';
import { moveToText } from '../../src/core';
import { gameNames } from '../../src/core/games';
import { positionOf } from '../support/position';
import { pileEngine } from './pile-game';
import './pile-setup';

const FEN = 'x5o/7/2-1-2/7/2-1-2/7/o5x o 0 1';

describe('the engine registry', () => {
  it('has an engine for every game the club ships', () => {
    // The unit files share one module registry (npm test runs them without isolation), so games other
    // test files register (their engines live in worker threads) may be listed after the shipped ones.
    const shipped = gameNames().slice(0, 2);
    expect(shipped).toEqual(['ataxx', 'oxono']);
    for (const game of shipped) expect(engineFor(game)?.game).toBe(game);
  });

  it("answers Ataxx with today's search: the same move, score and nodes as chooseMove, as move text", () => {
    const position = positionOf(FEN);
    for (const strength of [1, 4, 7]) {
      const request = { position, rules: 'arcade' as const, strength, seed: 11 };
      const searched = chooseMove(request);
      const thought = thinkAbout(ataxxRequest(request));
      expect(thought).toEqual({
        ok: true,
        value: {
          move: moveToText(searched.move, 7, 7),
          depth: searched.depth,
          score: searched.score,
          nodes: searched.nodes,
        },
      });
      if (thought.ok)
        expect(ataxxMoveOf(thought.value.move, position)).toEqual({ ok: true, value: searched.move });
    }
  });

  it('refuses an unknown game, a position that does not read and a variant Ataxx does not play', () => {
    const asked = { game: 'ataxx', position: FEN, variant: 'arcade', strength: 1, seed: 1 };
    expect(thinkAbout({ ...asked, game: 'go' })).toEqual({
      ok: false,
      error: 'no engine plays the game "go"',
    });
    expect(thinkAbout({ ...asked, position: 'x9/9 q' })).toMatchObject({ ok: false, error: /^position: / });
    expect(thinkAbout({ ...asked, variant: 'blitz' })).toMatchObject({ ok: false, error: /variant "blitz"/ });
  });

  it('takes a registered engine, once: a second engine for the same game is a mistake', () => {
    expect(thinkAbout({ game: 'pile', position: '3 x', variant: 'standard', strength: 1, seed: 4 })).toEqual({
      ok: true,
      value: { move: '1', depth: 1, score: 4, nodes: 1 },
    });
    expect(() => registerEngine(pileEngine)).not.toThrow();
    expect(() => registerEngine({ ...ataxxEngine })).toThrow(/already registered/);
  });
});
