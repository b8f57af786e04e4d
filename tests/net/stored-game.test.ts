/**
 * A kept game as `GET /api/games/:id` sends it, read by `parseStoredGame`: it names its game, whose
 * variant it must be, checked through the registry, so a game registered by the tests reads like Ataxx.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { registerGame } from '../../src/core/games';
import { parseStoredGame } from '../../src/net/stored-game';
import { pile } from '../ai/pile-game';

const kept = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'g-1',
  game: 'ataxx',
  x: { id: 'px', name: 'Ann' },
  o: { id: 'po', name: 'Bo' },
  start: 'x5o/7/7/7/7/7/o5x x 0 1',
  rules: 'classic',
  timeControl: { initialMs: 180_000, incrementMs: 2_000 },
  rated: true,
  startedAt: 1,
  moves: [{ ply: 1, move: 'a7b6', clockMs: 179_000, at: 2 }],
  end: { result: 'x', reason: 'board-full', endedAt: 3 },
  ...overrides,
});

describe('parseStoredGame', () => {
  beforeAll(() => registerGame(pile));

  it('reads an Ataxx game as it is kept', () => {
    expect(parseStoredGame(kept())).toEqual({ ok: true, value: kept() });
  });

  it("reads a game the tests registered, its moves in the game's own words", () => {
    const game = kept({
      game: 'pile',
      rules: 'standard',
      start: '7 x',
      moves: [{ ply: 1, move: '2', clockMs: null, at: 2 }],
    });
    expect(parseStoredGame(game)).toEqual({ ok: true, value: game });
  });

  it.each([
    ['a game the club does not know', { game: 'chess' }, /^game: a game this version does not know/],
    ['no game at all (a server from before games were named)', { game: undefined }, /^game: /],
    ["a variant that is not the game's", { rules: 'standard' }, /^rules: not a variant of the game/],
    ["another game's variant", { game: 'pile', rules: 'classic' }, /^rules: /],
    [
      'a move longer than any game writes',
      { moves: [{ ply: 1, move: 'x'.repeat(33), clockMs: null, at: 2 }] },
      /^moves\.0\.move: /,
    ],
  ])('refuses %s, naming the field', (_what, overrides, message) => {
    const read = parseStoredGame(kept(overrides));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(message);
  });

  it('refuses more plies than its generous bound', () => {
    const moves = Array.from({ length: 10_001 }, (_, i) => ({
      ply: i + 1,
      move: 'a1',
      clockMs: null,
      at: i,
    }));
    expect(parseStoredGame(kept({ moves })).ok).toBe(false);
  });
});
