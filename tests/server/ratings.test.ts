/** Glicko-2 as the club uses it, checked against Glickman's worked example, and the rating pools. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { GameRules } from '../../src/core/contract';
import { registerGame } from '../../src/core/games';
import {
  isRatingPool,
  poolOf,
  poolParts,
  ratingDeltaText,
  ratingPools,
  RatingPoolSchema,
  ratingText,
  timeFamilyOf,
} from '../../src/net/ratings';
import { rateOneGame, scoreOfX } from '../../src/server/ratings';
import glicko2 from 'glicko2';

describe('Glicko-2', () => {
  it("matches the worked example of Glickman's paper (1500/200 beats 1400/30, loses to 1550/100 and 1700/300)", () => {
    // "Example of the Glicko-2 system" (Glickman, 2013), τ = 0.5: r' ≈ 1464.06, RD' ≈ 151.52, σ' ≈ 0.05999.
    const ranking = new glicko2.Glicko2({ tau: 0.5, rating: 1500, rd: 350, vol: 0.06 });
    const player = ranking.makePlayer(1500, 200, 0.06);
    const opponents = [ranking.makePlayer(1400, 30, 0.06), ranking.makePlayer(1550, 100, 0.06)];
    const third = ranking.makePlayer(1700, 300, 0.06);
    ranking.updateRatings([
      [player, opponents[0], 1],
      [player, opponents[1], 0],
      [player, third, 0],
    ]);
    expect(player.getRating()).toBeCloseTo(1464.06, 1);
    expect(player.getRd()).toBeCloseTo(151.52, 1);
    expect(player.getVol()).toBeCloseTo(0.05999, 4);
  });

  it('rates one game as one rating period: two new players move by the same amount, the winner up', () => {
    const start = { rating: 1500, deviation: 350, volatility: 0.06 };
    const { x, o } = rateOneGame(start, start, 1);
    expect(x.rating).toBeGreaterThan(1500);
    expect(o.rating).toBeCloseTo(3000 - x.rating, 6);
    // Glicko-2 gives about ±162 for the first game of two new players.
    expect(x.rating - 1500).toBeCloseTo(162.3, 0);
    expect(x.deviation).toBeLessThan(350);
    const draw = rateOneGame(start, start, 0.5);
    expect(draw.x.rating).toBeCloseTo(1500, 6);
    expect(draw.o.rating).toBeCloseTo(1500, 6);
  });

  it('moves a sure rating less than a provisional one', () => {
    const sure = { rating: 1600, deviation: 60, volatility: 0.06 };
    const fresh = { rating: 1600, deviation: 350, volatility: 0.06 };
    const opponent = { rating: 1600, deviation: 60, volatility: 0.06 };
    const a = rateOneGame(sure, opponent, 0).x;
    const b = rateOneGame(fresh, opponent, 0).x;
    expect(1600 - a.rating).toBeLessThan(1600 - b.rating);
  });

  it('scores a decided game for x, and never an aborted one', () => {
    expect(scoreOfX({ result: 'x', reason: 'resign', at: 0 })).toBe(1);
    expect(scoreOfX({ result: 'o', reason: 'abandon', at: 0 })).toBe(0);
    expect(scoreOfX({ result: 'draw', reason: 'agreement', at: 0 })).toBe(0.5);
    expect(scoreOfX({ result: 'aborted', reason: 'aborted', at: 0 })).toBeNull();
  });
});

/**
 * A game only the pools look at: one variant and a short game (10 moves a side), so its pools drop the
 * variant and its families differ from Ataxx's. Its rules are never asked.
 */
const unplayed = (): never => {
  throw new Error('the pools never play a game');
};
const TALLY: GameRules<never, never> = {
  name: 'tally',
  variants: ['standard'],
  movesPerSide: 10,
  startText: unplayed,
  readPosition: unplayed,
  positionText: unplayed,
  variantOf: unplayed,
  readMove: unplayed,
  moveText: unplayed,
  legalMoves: unplayed,
  play: unplayed,
  forcedMove: unplayed,
  turn: unplayed,
  outcome: unplayed,
  key: unplayed,
};
registerGame(TALLY);

describe('rating pools', () => {
  it.each([
    ['1+1', 'bullet'],
    ['3+2', 'blitz'],
    ['5+5', 'rapid'],
    ['10+0', 'rapid'],
    ['untimed', null],
  ] as const)('puts Ataxx %s in the %s family (start + 40 increments)', (control, family) => {
    expect(timeFamilyOf('ataxx', control)).toBe(family);
  });

  it("estimates a game's length with its own moves per side", () => {
    // 5 minutes + 10 × 5 s is under 8 minutes: blitz, where Ataxx's 40 increments make it rapid.
    expect(timeFamilyOf('tally', '5+5')).toBe('blitz');
    expect(timeFamilyOf('tally', '1+1')).toBe('bullet');
    expect(timeFamilyOf('no-such-game', '5+5')).toBeNull();
  });

  it('names pools game-variant-family, keeps variants apart and never rates an untimed game', () => {
    expect(poolOf('ataxx', 'classic', '3+2')).toBe('ataxx-classic-blitz');
    expect(poolOf('ataxx', 'arcade', '10+0')).toBe('ataxx-arcade-rapid');
    expect(poolOf('ataxx', 'arcade', 'untimed')).toBeNull();
    expect(poolOf('ataxx', 'standard', '3+2')).toBeNull();
    expect(poolOf('no-such-game', 'classic', '3+2')).toBeNull();
    // The first game's pool, for callers that do not name their game yet.
    expect(poolOf('classic', '3+2')).toBe('ataxx-classic-blitz');
  });

  it('leaves the variant out of the pools of a game with one variant', () => {
    expect(poolOf('tally', 'standard', '3+2')).toBe('tally-blitz');
    expect(poolParts('tally-blitz')).toEqual({ game: 'tally', variant: 'standard', family: 'blitz' });
    expect(poolParts('ataxx-classic-rapid')).toEqual({ game: 'ataxx', variant: 'classic', family: 'rapid' });
  });

  it('lists every pool of every registered game, a game registered by a test too', () => {
    // Other test files' games may be registered too (the unit files share one module registry).
    expect(ratingPools().filter((pool) => /^(ataxx|oxono|tally)-/.test(pool))).toEqual([
      'ataxx-arcade-bullet',
      'ataxx-arcade-blitz',
      'ataxx-arcade-rapid',
      'ataxx-classic-bullet',
      'ataxx-classic-blitz',
      'ataxx-classic-rapid',
      'oxono-bullet',
      'oxono-blitz',
      'oxono-rapid',
      'tally-bullet',
      'tally-blitz',
      'tally-rapid',
    ]);
  });

  it.each([
    ['ataxx-classic-blitz', true],
    ['tally-rapid', true],
    ['classic-blitz', false], // the name before pools named their game (migration 7 renames them)
    ['tally-standard-blitz', false],
    ['ataxx-blitz', false],
    ['ataxx-classic-blitz-', false],
    ['', false],
  ] as const)('checks %j as a pool name: %s', (pool, known) => {
    expect(isRatingPool(pool)).toBe(known);
    expect(v.safeParse(RatingPoolSchema, pool).success).toBe(known);
  });

  it('shows a provisional rating with "?" while its deviation is above 110', () => {
    expect(ratingText(1662.3, 290.3)).toBe('1662?');
    expect(ratingText(1662.3, 110)).toBe('1662');
    expect(ratingDeltaText(1500, 1662.3)).toBe('+162');
    expect(ratingDeltaText(1500, 1337.7)).toBe('−162');
    expect(ratingDeltaText(1500.2, 1499.9)).toBe('±0');
  });
});
